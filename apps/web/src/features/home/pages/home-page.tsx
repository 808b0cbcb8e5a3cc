import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bot, Check, Route, Users, Wallet, type LucideIcon } from 'lucide-react';
import { COMMERCIAL, formatRegionalPrice, type RegionalPriceKind } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useRegion } from '#shared/lib/use-region.ts';
import { buttonClasses } from '#shared/ui/button.tsx';

const FEATURES: ReadonlyArray<{ key: 'wheels' | 'wins' | 'social' | 'pam'; icon: LucideIcon }> = [
  { key: 'wheels', icon: Route },
  { key: 'wins', icon: Wallet },
  { key: 'social', icon: Users },
  { key: 'pam', icon: Bot },
];

/**
 * A translated sentence with the price in its own element, marked data-price so a prerendered copy of the page can
 * have it rewritten for the visitor's region (shared/lib/region.ts applyRegionalPrices).
 */
function withPrice(sentence: (amount: string) => string, kind: RegionalPriceKind, price: string): ReactNode {
  const marker = '\u0000';
  const [before = '', after = ''] = sentence(marker).split(marker);
  return (
    <>
      {before}
      <span data-price={kind}>{price}</span>
      {after}
    </>
  );
}

export default function HomePage() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  // 'Start Free' is for visitors; a signed-in user already has an account and goes to the personal area instead.
  // While a stored session is being renewed neither shows, so nobody sees the wrong one flash.
  const { status } = useAuth();
  // US prices until the region is known (and for the rest of the world); a user's own settings play no part here.
  const { data: region } = useRegion();
  const price = (kind: RegionalPriceKind) => formatRegionalPrice(kind, region ?? 'US', language);
  const plans: ReadonlyArray<{
    key: 'trial' | 'monthly' | 'annual';
    highlight: boolean;
    price: ReactNode;
    points: ReactNode[];
  }> = [
    {
      key: 'trial',
      highlight: false,
      price: t('home.pricing.trial.price', { days: COMMERCIAL.freeTrialDays }),
      points: [
        t('home.pricing.trial.point_card'),
        t('home.pricing.trial.point_cancel'),
        t('home.pricing.trial.point_course'),
      ],
    },
    {
      key: 'monthly',
      highlight: false,
      price: t('home.pricing.monthly.price'),
      points: [t('home.pricing.monthly.point_everything'), t('home.pricing.monthly.point_cancel')],
    },
    {
      key: 'annual',
      highlight: true,
      price: withPrice(
        (amount) => t('home.pricing.annual.price', { amount }),
        'annual_monthly',
        price('annual_monthly'),
      ),
      points: [
        t('home.pricing.annual.point_everything'),
        withPrice((amount) => t('home.pricing.annual.point_course', { amount }), 'course', price('course')),
      ],
    },
  ];

  // Offered twice: under the headline and under the prices.
  const startTrial = status === 'signed_out' && (
    <Link to="/signup" className={buttonClasses('primary', 'lg')}>
      {t('home.hero.start_trial')}
    </Link>
  );

  return (
    <>
      <section className="bg-gradient-to-b from-emerald-50 via-white to-slate-50 px-4 pt-32 pb-20 sm:px-6 lg:px-8 dark:from-emerald-950 dark:via-slate-950 dark:to-slate-950">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {t('home.hero.headline')}
          </h1>
          <p className="mt-5 text-lg text-slate-700 sm:text-xl dark:text-slate-200">{t('home.hero.subline')}</p>
          <p className="mt-3 text-sm font-medium text-emerald-800 dark:text-emerald-300">
            {t('home.hero.trial_note', { days: COMMERCIAL.freeTrialDays })}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {startTrial}
            {status === 'signed_in' && (
              <Link to="/you" className={buttonClasses('primary', 'lg')}>
                {t('home.hero.open_dashboard')}
              </Link>
            )}
            <Link to="/simple-pam-test" className={buttonClasses('secondary', 'lg')}>
              {t('home.hero.meet_pam')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-features" className="px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <h2 id="home-features" className="text-center text-3xl font-bold text-slate-900 dark:text-slate-50">
            {t('home.features.title')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200">
                  <Icon aria-hidden className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-slate-50">
                  {t(`home.features.${key}.title`)}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                  {t(`home.features.${key}.body`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="pricing"
        aria-labelledby="home-pricing"
        className="bg-white px-4 py-16 sm:px-6 lg:px-8 dark:bg-slate-900"
      >
        <div className="mx-auto max-w-5xl">
          <h2 id="home-pricing" className="text-center text-3xl font-bold text-slate-900 dark:text-slate-50">
            {t('home.pricing.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
            {t('home.pricing.subtitle')}
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {plans.map((plan) => (
              <li
                key={plan.key}
                className={
                  plan.highlight
                    ? 'rounded-xl border-2 border-amber-400 bg-amber-50 p-6 dark:border-amber-500 dark:bg-slate-800'
                    : 'rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-800'
                }
              >
                <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-50">
                  {t(`home.pricing.${plan.key}.name`)}
                </h3>
                <p className="mt-2 text-2xl font-bold text-emerald-800 dark:text-emerald-300">{plan.price}</p>
                <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-200">
                  {plan.points.map((point, index) => (
                    <li key={index} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-sm text-slate-500 dark:text-slate-400">
            {t('home.pricing.currency_note')}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {startTrial}
            <Link to="/pricing" className={buttonClasses(status === 'signed_in' ? 'primary' : 'secondary', 'lg')}>
              {t('home.pricing.see_plans')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
