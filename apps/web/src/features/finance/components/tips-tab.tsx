import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Fuel, Lightbulb, PiggyBank, Tent, Trophy, Wallet, type LucideIcon } from 'lucide-react';
import { EXPENSE_CATEGORIES, type FinanceTip, type FinanceTipKind } from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { isOneOf } from '#shared/lib/one-of.ts';
import { useToday } from '#shared/lib/calendar.ts';
import { useMoneyFormat, type MoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useFinanceTips } from '../api/insights-queries.ts';
import { HeadedSection } from '#shared/ui/section-heading.tsx';

interface AdviceTopic {
  topic: string;
  items: Array<{ title: string; text: string }>;
}

const TIP_ICONS: Record<FinanceTipKind, LucideIcon> = {
  fuel_share: Fuel,
  top_category: Trophy,
  budget_near_limit: Wallet,
  campground_nightly_average: Tent,
  savings_rate: PiggyBank,
};

type Figures = FinanceTip['figures'];
type Translate = TFunction<readonly ['wins_insights', 'wins']>;

function numberFigure(figures: Figures, key: string): number {
  const value = figures[key];
  return typeof value === 'number' ? value : Number(value ?? 0);
}

function textFigure(figures: Figures, key: string): string | null {
  const value = figures[key];
  return typeof value === 'string' ? value : null;
}

/** The i18n key and interpolation values that word one computed tip; every figure is formatted for the user's locale. */
export function describeTip(tip: FinanceTip, t: Translate, money: MoneyFormat, percentFormat: Intl.NumberFormat) {
  const f = tip.figures;
  const currency = textFigure(f, 'currency') ?? money.currency;
  const amount = (key: string) => money.formatMoney(numberFigure(f, key), currency);
  const percent = (key: string) => percentFormat.format(numberFigure(f, key) / 100);
  const categoryName = (value: string | null) =>
    isOneOf(EXPENSE_CATEGORIES, value) ? t(`categories.${value}`, { ns: 'wins' }) : t('tips.budget_overall');

  switch (tip.kind) {
    case 'fuel_share': {
      const base = 'tips.kinds.fuel_share';
      const values = {
        share_this_month: percent('share_this_month'),
        share_prev_3_months: percent('share_prev_3_months'),
        currency,
      };
      const up = numberFigure(f, 'share_this_month') > numberFigure(f, 'share_prev_3_months');
      return { text: t(`${base}.${up ? 'text_up' : 'text_down'}`, values), figures: t(`${base}.figures`, values) };
    }
    case 'top_category': {
      const base = 'tips.kinds.top_category';
      const values = {
        category: categoryName(textFigure(f, 'category')),
        amount: amount('amount'),
        share: percent('share'),
        currency,
      };
      return { text: t(`${base}.text`, values), figures: t(`${base}.figures`, values) };
    }
    case 'budget_near_limit': {
      const base = 'tips.kinds.budget_near_limit';
      const period = textFigure(f, 'period') === 'weekly' ? 'weekly' : 'monthly';
      const values = {
        budget: categoryName(textFigure(f, 'category')),
        percent: percent('percent'),
        spent: amount('spent'),
        amount: amount('amount'),
        period: t(`tips.periods.${period}`),
      };
      const over = numberFigure(f, 'percent') >= 100;
      return { text: t(`${base}.${over ? 'text_over' : 'text'}`, values), figures: t(`${base}.figures`, values) };
    }
    case 'campground_nightly_average': {
      const base = 'tips.kinds.campground_nightly_average';
      const values = { average: amount('average'), count: numberFigure(f, 'count'), days: numberFigure(f, 'days') };
      return { text: t(`${base}.text`, values), figures: t(`${base}.figures`, values) };
    }
    case 'savings_rate': {
      const base = 'tips.kinds.savings_rate';
      const values = { percent: percent('percent'), income: amount('income'), spending: amount('spending'), currency };
      const negative = numberFigure(f, 'percent') < 0;
      return {
        text: t(`${base}.${negative ? 'text_negative' : 'text'}`, values),
        figures: t(`${base}.figures`, values),
      };
    }
    default:
      // A kind this version of the app cannot word yet (a newer server): better left out than shown half-worded.
      return null;
  }
}

function ComputedTips() {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const errorText = useErrorText();
  const money = useMoneyFormat();
  const percentFormat = useMemo(
    () => new Intl.NumberFormat(money.locale, { style: 'percent', maximumFractionDigits: 1 }),
    [money.locale],
  );
  const { data: tips, error, isPending, refetch } = useFinanceTips(useToday());

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{t('tips.computed_title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('tips.computed_intro')}</p>
      </div>
      {isPending && <Spinner label={t('tips.computed_loading')} />}
      {error && (
        <Alert variant="error" title={t('tips.computed_failed')}>
          <p>{errorText(error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {tips && tips.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('tips.computed_empty')}</p>
      )}
      {tips && tips.length > 0 && (
        <ul className="space-y-3">
          {tips.map((tip) => {
            const described = describeTip(tip, t, money, percentFormat);
            if (!described) return null;
            const { text, figures } = described;
            const Icon = TIP_ICONS[tip.kind] ?? Lightbulb;
            return (
              <li key={tip.id} className="flex gap-3 rounded-lg bg-amber-50 p-4 dark:bg-amber-950/40">
                <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-700 dark:text-amber-400" />
                <div className="space-y-1">
                  <p className="text-slate-900 dark:text-slate-100">{text}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{t('tips.based_on', { figures })}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function RoadAdvice() {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const topics = t('tips.advice', { returnObjects: true }) as AdviceTopic[];
  return (
    <HeadedSection id="road-advice-title" title={t('tips.advice_title')} intro={t('tips.advice_intro')}>
      {topics.map((topic) => (
        <Card key={topic.topic} className="space-y-3">
          <h3 className="font-semibold text-emerald-800 dark:text-emerald-300">{topic.topic}</h3>
          <ul className="space-y-3">
            {topic.items.map((item) => (
              <li key={item.title}>
                <h4 className="font-medium text-slate-900 dark:text-slate-100">{item.title}</h4>
                <p className="mt-0.5 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{item.text}</p>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </HeadedSection>
  );
}

export default function TipsTab() {
  return (
    <div className="space-y-8">
      <ComputedTips />
      <RoadAdvice />
    </div>
  );
}
