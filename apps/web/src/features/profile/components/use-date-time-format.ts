import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an ISO time in the reader's language, e.g. '22 Nov 2025, 14:05'. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [i18n.language]);
}
