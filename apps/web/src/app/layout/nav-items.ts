import type { TranslationKey } from '#shared/i18n/i18n.ts';

export interface NavItem {
  to: string;
  /** Key in the common namespace. */
  labelKey: TranslationKey;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/you', labelKey: 'nav.you' },
  { to: '/wheels', labelKey: 'nav.wheels' },
  { to: '/wins', labelKey: 'nav.wins' },
  { to: '/social', labelKey: 'nav.social' },
  { to: '/shop', labelKey: 'nav.shop' },
];

export const ADMIN_NAV: NavItem = { to: '/admin', labelKey: 'nav.admin' };
