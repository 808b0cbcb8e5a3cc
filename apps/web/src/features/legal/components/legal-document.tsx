import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_LIMITS, COMMERCIAL } from '@ww/contracts';
import { PageContainer } from '#shared/ui/page.tsx';
import { parseLegalSections, type LegalListItem } from './legal-sections.ts';

export type LegalDocumentName = 'terms' | 'privacy' | 'cookies';

const DOCUMENT_PATHS: Record<LegalDocumentName, string> = {
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
};

const DOCUMENT_NAMES = Object.keys(DOCUMENT_PATHS) as LegalDocumentName[];

// Contact addresses live inside the translated paragraphs; finding them here keeps the texts free of markup.
const EMAIL_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

function withEmailLinks(text: string): ReactNode {
  const parts = text.split(EMAIL_PATTERN);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300"
      >
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

function Paragraphs({ texts }: { texts: string[] }) {
  return texts.map((text, index) => (
    <p key={index} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
      {withEmailLinks(text)}
    </p>
  ));
}

function SectionList({ items }: { items: LegalListItem[] }) {
  if (items.length === 0) return null;
  if (items.some((item) => item.term)) {
    return (
      <dl className="mt-3 space-y-3">
        {items.map((item, index) => (
          <div key={index} className="rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
            {item.term && <dt className="font-semibold text-slate-900 dark:text-slate-100">{item.term}</dt>}
            <dd className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">{withEmailLinks(item.text)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-emerald-700 dark:text-slate-300 dark:marker:text-emerald-400">
      {items.map((item, index) => (
        <li key={index}>{withEmailLinks(item.text)}</li>
      ))}
    </ul>
  );
}

/** Renders one of the legal documents from the `legal` namespace: title, date, introduction and numbered sections. */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t, i18n } = useTranslation('legal');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The figures come from the spec's constants so the documents cannot drift from what the product does.
  const figures = {
    trialDays: COMMERCIAL.freeTrialDays,
    annualPerMonth: new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(COMMERCIAL.annualPerMonthUsd),
    coursePrice: new Intl.NumberFormat(language).format(COMMERCIAL.videoCourseUsd),
    sessionDays: AUTH_LIMITS.refreshTokenDays,
  };
  const sections = parseLegalSections(t(`${name}.sections`, { returnObjects: true, ...figures }));
  const title = t(`${name}.title`);

  return (
    <PageContainer title={title} description={t('last_updated')}>
      <title>{title}</title>
      <article className="max-w-3xl">
        <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">
          {withEmailLinks(t(`${name}.intro`))}
        </p>
        {sections.map((section, index) => {
          const headingId = `${name}-section-${index + 1}`;
          return (
            <section key={headingId} aria-labelledby={headingId} className="mt-8">
              <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-slate-50">
                <span className="text-emerald-700 dark:text-emerald-400">{index + 1}.</span> {section.heading}
              </h2>
              <Paragraphs texts={section.paragraphs} />
              <SectionList items={section.list} />
              <Paragraphs texts={section.closing} />
            </section>
          );
        })}
      </article>
      <nav
        aria-label={t('related_label')}
        className="mt-12 max-w-3xl border-t border-slate-200 pt-6 dark:border-slate-700"
      >
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{t('related_label')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {DOCUMENT_NAMES.filter((other) => other !== name).map((other) => (
            <li key={other}>
              <Link
                to={DOCUMENT_PATHS[other]}
                className="font-medium text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
              >
                {t(`${other}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageContainer>
  );
}
