import { useTranslation } from 'react-i18next';
import { summarizeUserAgent } from '@ww/contracts';

/** 'Chrome on macOS', or whichever part is known. */
export function useUserAgentLabel(): (userAgent: string | null) => string {
  const { t } = useTranslation('profile');
  return (userAgent) => {
    const { browser, os } = summarizeUserAgent(userAgent);
    if (browser && os) return t('sessions.browser_on_os', { browser, os });
    return browser ?? os ?? t('sessions.unknown_browser');
  };
}
