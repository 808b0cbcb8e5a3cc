import { useTranslation } from 'react-i18next';
import type { KeyIds } from '#shared/i18n/i18n.ts';
import { PageContainer } from '#shared/ui/page.tsx';
import { UrlTabs } from '#shared/ui/url-tabs.tsx';

type Area = 'social';

/** An area whose tabs describe the features they will hold. */
export function AreaPage({
  area,
  tabs,
}: {
  area: Area;
  tabs: readonly { id: KeyIds<`areas.${Area}.tabs`, '.label'> }[];
}) {
  const { t } = useTranslation('common');
  const prefix = `areas.${area}` as const;
  return (
    <PageContainer title={t(`${prefix}.title`)} description={t(`${prefix}.description`)}>
      <UrlTabs
        label={t(`${prefix}.tabs_label`)}
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: t(`${prefix}.tabs.${tab.id}.label`),
          content: (
            <section className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">
                {t(`${prefix}.tabs.${tab.id}.label`)}
              </h2>
              <p className="mt-2 max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300">
                {t(`${prefix}.tabs.${tab.id}.description`)}
              </p>
            </section>
          ),
        }))}
      />
    </PageContainer>
  );
}
