import { useTranslation } from 'react-i18next';
import { Briefcase, Hammer, Laptop, Tent, Video, Wheat, type LucideIcon } from 'lucide-react';
import { Card } from '#shared/ui/card.tsx';
import { MakeMoneyTracker } from './make-money-tracker.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';

interface GuideEntry {
  kind: string;
  title: string;
  summary: string;
  start: string[];
  pay: string;
  pitfalls: string[];
}

const GUIDE_ICONS: Record<string, LucideIcon> = {
  remote_work: Laptop,
  workamping: Tent,
  seasonal: Wheat,
  crafts: Hammer,
  content: Video,
};

function GuideCard({ entry }: { entry: GuideEntry }) {
  const { t } = useTranslation('wins_insights');
  const Icon = GUIDE_ICONS[entry.kind] ?? Briefcase;
  const headingId = `make-money-${entry.kind}`;
  return (
    <Card>
      <article aria-labelledby={headingId} className="space-y-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200"
          >
            <Icon className="h-5 w-5" />
          </span>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            {entry.title}
          </h3>
        </div>
        <p className="text-slate-700 dark:text-slate-300">{entry.summary}</p>
        <div>
          <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('make_money.how_to_start')}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700 marker:text-emerald-700 dark:text-slate-300">
            {entry.start.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('make_money.pay')}</h4>
          <p className="mt-1 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{entry.pay}</p>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-amber-800 dark:text-amber-300">{t('make_money.pitfalls')}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700 marker:text-amber-600 dark:text-slate-300">
            {entry.pitfalls.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      </article>
    </Card>
  );
}

export default function MakeMoneyTab() {
  const { t } = useTranslation('wins_insights');
  const guide: GuideEntry[] = t('make_money.guide', { returnObjects: true });
  const general: string[] = t('make_money.general', { returnObjects: true });

  return (
    <div className="space-y-8">
      <MakeMoneyTracker />
      <HeadedSection
        id="make-money-guide-title"
        title={t('make_money.guide_title')}
        intro={t('make_money.guide_intro')}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {guide.map((entry) => (
            <GuideCard key={entry.kind} entry={entry} />
          ))}
        </div>
        <Card className="border-amber-200 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40">
          <h3 className="font-semibold text-amber-900 dark:text-amber-200">{t('make_money.general_title')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-amber-950 dark:text-amber-100">
            {general.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Card>
      </HeadedSection>
    </div>
  );
}
