import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The fuel log's monthly chart. Recharts is large, so this module loads on its own when there is something to
 * chart; the same figures are listed beside it for screen readers.
 */
export default function FuelLogChart({
  points,
  format,
}: {
  points: Array<{ label: string; value: number }>;
  format: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 480, height: 240 }}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
        <XAxis dataKey="label" tickLine={false} stroke="currentColor" fontSize={12} />
        <YAxis
          tickLine={false}
          stroke="currentColor"
          fontSize={12}
          width={72}
          tickFormatter={(v: number) => format(v)}
        />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Bar dataKey="value" fill="#047857" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
