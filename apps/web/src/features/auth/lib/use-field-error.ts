import { useTranslation } from 'react-i18next';
import { AUTH_LIMITS } from '@ww/contracts';
import { isTranslationKey } from '#shared/i18n/i18n.ts';

/**
 * Translates a validation message key (from the contracts' zod schemas or the API's `fields`) in the auth
 * namespace; an unknown key falls back to a generic text rather than showing the raw key.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (message) => {
    if (!message) return undefined;
    const key = `validation.${message}`;
    return isTranslationKey('auth', key) ? t(key, { min: AUTH_LIMITS.passwordMinLength }) : t('validation.invalid');
  };
}
