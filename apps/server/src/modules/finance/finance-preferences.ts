import type { Tx } from '#db/with-user-tx.ts';
import { readSettings } from '#modules/settings/index.ts';

/** The settings finance reads: default currency, the user's "today" and whether budget alerts are wanted. */
export async function financePreferences(tx: Tx) {
  const settings = await readSettings(tx);
  return {
    currency: settings.regional_preferences.currency,
    timezone: settings.regional_preferences.timezone,
    budgetAlerts: settings.notification_preferences.budget_alerts !== false,
  };
}
