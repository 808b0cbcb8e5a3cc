import type { BudgetStatus, MaintenanceReminder } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { greetingText, pickGreetingHint, type GreetingFacts } from './greeting.ts';

const TODAY = '2026-11-25';
const budget = (category: BudgetStatus['category'], percent: number, spent: number, amount: number): BudgetStatus => ({
  budget_id: '00000000-0000-4000-8000-000000000001',
  category,
  period: 'monthly',
  period_start: '2026-11-01',
  period_end: '2026-11-30',
  amount,
  currency: 'USD',
  spent,
  percent,
});
const reminder = (
  task: string,
  status: MaintenanceReminder['status'],
  daysLeft: number | null,
): MaintenanceReminder => ({
  schedule_id: '00000000-0000-4000-8000-000000000002',
  vehicle_id: null,
  vehicle_name: null,
  task,
  every_km: null,
  every_distance_entered: null,
  every_distance_unit: null,
  every_months: 6,
  last_done_on: '2026-01-01',
  last_done_km: null,
  current_odometer_km: null,
  due_on: '2026-07-01',
  due_km: null,
  days_left: daysLeft,
  km_left: null,
  never_done: false,
  status,
});
const facts = (over: Partial<GreetingFacts>): GreetingFacts => ({
  budgets: [],
  reminders: [],
  trips: [],
  today: TODAY,
  ...over,
});

describe('the proactive greeting', () => {
  it('names the budget furthest past 80 %, before overdue maintenance and trips', () => {
    const hint = pickGreetingHint(
      facts({
        budgets: [budget('food', 79, 79, 100), budget('fuel', 91, 182, 200), budget(null, 85, 850, 1000)],
        reminders: [reminder('Oil change', 'overdue', -10)],
        trips: [{ name: 'Coast', status: 'planned', start_date: '2026-11-26' }],
      }),
    );
    expect(greetingText('en', hint)).toBe("Hi, I'm Pam! You've used 91% of your fuel budget ($182.00 of $200.00).");
    expect(greetingText('fr', hint)).toMatch(/91 % de votre budget carburant \(182,00\s\$US sur 200,00\s\$US\)/);
  });

  it('names the most overdue maintenance when no budget is past 80 %', () => {
    const hint = pickGreetingHint(
      facts({
        budgets: [budget('food', 79, 79, 100)],
        reminders: [
          reminder('Tyres', 'due_soon', 5),
          reminder('Brakes', 'overdue', -3),
          reminder('Oil', 'overdue', -40),
        ],
      }),
    );
    expect(greetingText('en', hint)).toBe("Hi, I'm Pam! Maintenance is overdue: Oil (40 days late).");
    expect(greetingText('es', hint)).toBe('¡Hola, soy Pam! Tienes un mantenimiento vencido: Oil (hace 40 días).');
  });

  it('names a planned trip starting within 7 days, and none starting later or already under way', () => {
    const soon = pickGreetingHint(
      facts({
        trips: [
          { name: 'Later', status: 'planned', start_date: '2026-12-03' },
          { name: 'Done', status: 'completed', start_date: '2026-11-26' },
          { name: 'Highlands', status: 'planned', start_date: '2026-11-27' },
        ],
      }),
    );
    expect(greetingText('en', soon)).toBe('Hi, I\'m Pam! Your trip "Highlands" starts in 2 days.');
    const none = pickGreetingHint(facts({ trips: [{ name: 'Later', status: 'planned', start_date: '2026-12-03' }] }));
    expect(none).toBeNull();
    expect(greetingText('en', none)).toMatch(/^Hi, I'm Pam! I can log expenses/);
  });
});
