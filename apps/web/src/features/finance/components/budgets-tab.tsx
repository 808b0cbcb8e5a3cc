import { BudgetsSection } from './budgets-section.tsx';
import { ExchangeRatesSection } from './exchange-rates-section.tsx';
import { SavingsGoalsSection } from './savings-goals-section.tsx';

/** Limits, goals and the rates that convert between currencies: what the user sets rather than records. */
export default function BudgetsTab() {
  return (
    <div className="space-y-10">
      <BudgetsSection />
      <SavingsGoalsSection />
      <ExchangeRatesSection />
    </div>
  );
}
