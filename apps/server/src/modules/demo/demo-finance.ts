import {
  budgetInputSchema,
  expenseInputSchema,
  incomeInputSchema,
  roundAmount,
  savingsContributionInputSchema,
  savingsGoalInputSchema,
  sideIncomeSourceInputSchema,
} from '@ww/contracts';
import { HISTORY_MONTHS, type DemoContext } from './demo-context.ts';

/** A month of a full-timer's spending in the American Southwest (fuel and maintenance come from the rig's logs). */
const MONTHLY_SPENDING = [
  { day: 1, category: 'campground', amount: 245, description: 'Riverside RV Park, 7 nights' },
  { day: 2, category: 'food', amount: 132.4, description: 'Groceries' },
  { day: 5, category: 'other', amount: 18.75, description: 'Laundromat' },
  { day: 8, category: 'campground', amount: 140, description: 'State park campground, 5 nights' },
  { day: 9, category: 'food', amount: 64.8, description: "Farmers' market" },
  { day: 12, category: 'entertainment', amount: 35, description: 'National park entry' },
  { day: 15, category: 'campground', amount: 228, description: 'Desert Oasis RV Resort, 6 nights' },
  { day: 16, category: 'food', amount: 118.25, description: 'Groceries' },
  { day: 19, category: 'other', amount: 42.6, description: 'Propane refill' },
  { day: 20, category: 'other', amount: 65, description: 'Phone and hotspot data plan' },
  { day: 22, category: 'campground', amount: 15, description: 'Dump station fee' },
  { day: 23, category: 'food', amount: 46.5, description: 'Dinner out' },
  { day: 25, category: 'entertainment', amount: 28, description: 'Museum tickets' },
  { day: 27, category: 'food', amount: 97.1, description: 'Groceries' },
] as const;

/** The demo account's money: spending, income from remote work and campground hosting, budgets, savings goals. */
export async function seedDemoFinance(ctx: DemoContext): Promise<void> {
  await seedSpending(ctx);
  await seedIncome(ctx);
  for (const b of [
    { category: null, period: 'monthly', amount: 3200 },
    { category: 'fuel', period: 'monthly', amount: 650 },
    { category: 'campground', period: 'monthly', amount: 900 },
    { category: 'food', period: 'weekly', amount: 140 },
  ]) {
    await ctx.services.budgets.create(ctx.userId, budgetInputSchema.parse(b));
  }
  await seedSavingsGoals(ctx);
}

async function seedSpending({ services, userId, inMonth }: DemoContext) {
  for (let monthsAgo = HISTORY_MONTHS - 1; monthsAgo >= 0; monthsAgo--) {
    for (const [i, entry] of MONTHLY_SPENDING.entries()) {
      const date = inMonth(monthsAgo, entry.day);
      if (!date) continue;
      // The same places cost a little more or less from month to month.
      const amount = roundAmount(entry.amount * (1 + (((monthsAgo * 7 + i * 3) % 9) - 4) / 40));
      await services.expenses.create(
        userId,
        expenseInputSchema.parse({ amount, category: entry.category, date, description: entry.description }),
      );
    }
  }
}

async function seedIncome({ services, userId, inMonth }: DemoContext) {
  const { income, sideIncome } = services;
  const hosting = await sideIncome.create(
    userId,
    sideIncomeSourceInputSchema.parse({
      name: 'Campground host, Riverside RV Park',
      kind: 'workamping',
      notes: '20 hours a week for a free site and a stipend.',
    }),
  );
  for (let monthsAgo = HISTORY_MONTHS - 1; monthsAgo >= 0; monthsAgo--) {
    const payday = inMonth(monthsAgo, 1);
    if (payday)
      await income.create(
        userId,
        incomeInputSchema.parse({
          source: 'Remote bookkeeping clients',
          amount: 2850,
          date: payday,
          recurrence: 'monthly',
        }),
      );
    const stipend = monthsAgo < 3 ? inMonth(monthsAgo, 15) : null;
    if (stipend) {
      await income.create(
        userId,
        incomeInputSchema.parse({
          source: 'Campground host stipend',
          amount: 600,
          date: stipend,
          recurrence: 'monthly',
          side_income_source_id: hosting.id,
        }),
      );
    }
  }
}

async function seedSavingsGoals({ services, userId, today, iso, inMonth }: DemoContext) {
  const goals = services.savingsGoals;
  const solar = await goals.create(
    userId,
    savingsGoalInputSchema.parse({
      name: 'Lithium battery and solar upgrade',
      target_amount: 4800,
      target_date: iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 8, 1))),
    }),
  );
  for (let monthsAgo = 4; monthsAgo >= 1; monthsAgo--) {
    await goals.addContribution(
      userId,
      solar.id,
      savingsContributionInputSchema.parse({ amount: 400, date: inMonth(monthsAgo, 2), note: 'Monthly transfer' }),
    );
  }
  const emergency = await goals.create(
    userId,
    savingsGoalInputSchema.parse({ name: 'Emergency fund', target_amount: 6000, target_date: null }),
  );
  await goals.addContribution(
    userId,
    emergency.id,
    savingsContributionInputSchema.parse({ amount: 1000, date: inMonth(5, 3), note: 'Tax refund' }),
  );
  await goals.addContribution(
    userId,
    emergency.id,
    savingsContributionInputSchema.parse({ amount: 500, date: inMonth(2, 3), note: '' }),
  );
}
