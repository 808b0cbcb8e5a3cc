import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The Overview's charts. Recharts is large, so this module is loaded on its own, only when the Overview shows a
 * chart; the figures themselves are always in the tables beside the charts, which is what screen readers read.
 */

export interface CategorySlice {
  key: string;
  label: string;
  value: number;
  color: string;
}

export function CategoryPieChart({ slices, format }: { slices: CategorySlice[]; format: (value: number) => string }) {
  const data = slices.map((slice) => ({ name: slice.label, value: slice.value, fill: slice.color }));
  return (
    <ResponsiveContainer width="100%" height={160} initialDimension={{ width: 160, height: 160 }}>
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="55%"
          outerRadius="90%"
          paddingAngle={1}
          isAnimationActive={false}
        />
        <Tooltip formatter={(value) => format(Number(value))} />
      </PieChart>
    </ResponsiveContainer>
  );
}

export interface TrendSeries {
  currency: string;
  color: string;
}

export function TrendBarChart({
  points,
  series,
  format,
  formatTick,
}: {
  points: Array<Record<string, number | string>>;
  series: TrendSeries[];
  format: (value: number, currency: string) => string;
  formatTick: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 480, height: 260 }}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
        <XAxis dataKey="label" tickLine={false} stroke="currentColor" fontSize={12} />
        <YAxis tickLine={false} stroke="currentColor" fontSize={12} width={72} tickFormatter={formatTick} />
        <Tooltip formatter={(value, name) => format(Number(value), String(name))} />
        {series.length > 1 && <Legend />}
        {series.map((s) => (
          <Bar
            key={s.currency}
            dataKey={s.currency}
            name={s.currency}
            fill={s.color}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
