import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Another traveller's name as every screen shows it: the name they gave, or 'A traveller' in the reader's language. */
export function useTravellerName(): (user: { display_name: string | null } | null | undefined) => string {
  const { t } = useTranslation('common');
  return useCallback((user) => user?.display_name?.trim() || t('traveller_fallback'), [t]);
}
