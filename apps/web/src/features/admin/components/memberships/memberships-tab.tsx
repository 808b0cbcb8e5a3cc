import { LessonsSection } from './lessons-section.tsx';
import { PlanPriceTable } from './plan-price-table.tsx';

/** What members pay (per currency) and the video course they get with the annual plan. */
export default function MembershipsTab() {
  return (
    <div className="space-y-10">
      <PlanPriceTable />
      <LessonsSection />
    </div>
  );
}
