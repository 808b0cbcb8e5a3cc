import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { useCategoryRules, useDeleteCategoryRule } from '../api/category-rules.ts';

/**
 * The categories the import remembered from the user's corrections, each one removable. Nothing shows until there is
 * a rule: the import explains rules where they are made, in its preview.
 */
export function CategoryRulesSection() {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const showError = useErrorToast();
  const rules = useCategoryRules();
  const remove = useDeleteCategoryRule();
  if (!rules.data?.length) return null;
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900 dark:text-slate-100">
        {t('import.rules.title', { count: rules.data.length })}
      </summary>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('import.rules.intro')}</p>
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {rules.data.map((rule) => (
          <li key={rule.id} className="flex items-center justify-between gap-2 py-1.5">
            <span className="text-slate-800 dark:text-slate-200">
              {t('import.rules.rule', {
                pattern: rule.pattern,
                category: t(`categories.${rule.category}`, { ns: 'wins' }),
              })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('import.rules.delete', { pattern: rule.pattern })}
              loading={remove.isPending && remove.variables === rule.id}
              onClick={() => remove.mutate(rule.id, { onError: showError })}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
