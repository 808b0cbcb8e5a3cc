import { AreaPage } from '../components/area-page.tsx';

const TABS = [
  { id: 'trip-planner' },
  { id: 'trips' },
  { id: 'fuel-log' },
  { id: 'maintenance' },
  { id: 'storage' },
  { id: 'safety' },
] as const;

export default function WheelsPage() {
  return <AreaPage area="wheels" tabs={TABS} />;
}
