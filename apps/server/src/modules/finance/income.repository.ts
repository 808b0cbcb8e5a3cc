import { holdsText, ledgerRepository } from './ledger.repository.ts';

export type IncomeValues = {
  source: string;
  amount: number;
  currency: string;
  date: string;
  recurrence: string;
  side_income_source_id: string | null;
};

export const incomeRepository = ledgerRepository<
  { from?: string; to?: string; q?: string; amount?: number },
  IncomeValues
>()({
  table: 'income',
  columns: [
    'id',
    'user_id',
    'source',
    'amount',
    'currency',
    'date',
    'recurrence',
    'side_income_source_id',
    'created_at',
    'updated_at',
  ],
  narrow: (f) => (f.q ? [holdsText('source', f.q)] : []),
});
export type IncomeRow = Awaited<ReturnType<typeof incomeRepository.insert>>;
