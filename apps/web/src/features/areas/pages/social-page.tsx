import { AreaPage } from '../components/area-page.tsx';

const TABS = [
  { id: 'feed' },
  { id: 'groups' },
  { id: 'network' },
  { id: 'planning' },
  { id: 'marketplace' },
  { id: 'hustle-board' },
  { id: 'moderation' },
] as const;

export default function SocialPage() {
  return <AreaPage area="social" tabs={TABS} />;
}
