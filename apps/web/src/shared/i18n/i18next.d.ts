// Typed translation keys: t('missing.key') is a type error. The English files are the source of the key types;
// locales.test.ts checks that every other language has exactly the same keys.
import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof import('./locales/en/admin.json');
      api_errors: typeof import('./locales/en/api_errors.json');
      auth: typeof import('./locales/en/auth.json');
      billing: typeof import('./locales/en/billing.json');
      common: typeof import('./locales/en/common.json');
      community_map: typeof import('./locales/en/community_map.json');
      diagnostics: typeof import('./locales/en/diagnostics.json');
      legal: typeof import('./locales/en/legal.json');
      onboarding: typeof import('./locales/en/onboarding.json');
      pam: typeof import('./locales/en/pam.json');
      pam_voice: typeof import('./locales/en/pam_voice.json');
      profile: typeof import('./locales/en/profile.json');
      settings: typeof import('./locales/en/settings.json');
      shop: typeof import('./locales/en/shop.json');
      social: typeof import('./locales/en/social.json');
      social_feed: typeof import('./locales/en/social_feed.json');
      social_groups: typeof import('./locales/en/social_groups.json');
      social_planning: typeof import('./locales/en/social_planning.json');
      social_messages: typeof import('./locales/en/social_messages.json');
      social_network: typeof import('./locales/en/social_network.json');
      social_moderation: typeof import('./locales/en/social_moderation.json');
      social_market: typeof import('./locales/en/social_market.json');
      social_hustles: typeof import('./locales/en/social_hustles.json');
      wheels_campgrounds: typeof import('./locales/en/wheels_campgrounds.json');
      wheels_fuel: typeof import('./locales/en/wheels_fuel.json');
      wheels_maintenance: typeof import('./locales/en/wheels_maintenance.json');
      wheels_safety: typeof import('./locales/en/wheels_safety.json');
      wheels_storage: typeof import('./locales/en/wheels_storage.json');
      wheels_trips: typeof import('./locales/en/wheels_trips.json');
      wheels_vehicles: typeof import('./locales/en/wheels_vehicles.json');
      wins: typeof import('./locales/en/wins.json');
      wins_insights: typeof import('./locales/en/wins_insights.json');
    };
  }
}
