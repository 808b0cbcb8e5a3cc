import { useTranslation } from 'react-i18next';
import { AUTH_LIMITS } from '@ww/contracts';

/**
 * Translates a validation message key (from the contracts' zod schemas or the API's `fields`) in the auth
 * namespace; an unknown key falls back to a generic text rather than showing the raw key.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('auth');
  return (message) => {
    if (!message) return undefined;
    return i18n.exists(`validation.${message}`, { ns: 'auth' }) ? t(`validation.${message}`, { min: AUTH_LIMITS.passwordMinLength }) : t('validation.invalid');
  };
}
