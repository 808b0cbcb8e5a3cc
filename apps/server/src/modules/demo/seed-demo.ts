import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withAuthTx, withUserTx } from '#db/with-user-tx.ts';
import { hashPassword, verifyPassword } from '#platform/auth/passwords.ts';
import { findUserByEmail, insertProfile, insertUser } from '#modules/auth/index.ts';
import { updateProfile } from '#modules/profile/index.ts';
import { readSettings } from '#modules/settings/index.ts';
import { seedDemoData, type DemoServices } from './demo-data.ts';

/** The demo account the README names. Its profile is marked is_demo so the app labels it as demo data. */
export const DEMO_ACCOUNT = {
  email: 'demo@wheelsandwins.app',
  password: 'demo-wheels-2026',
  fullName: 'Demo Traveller',
} as const;

/** The demo account, filled through the services given (the composition root's). */
export function createDemoSeeder(db: Kysely<Database>, services: DemoServices) {
  return {
    /** Creates the demo account and its records once; false when it already exists. */
    seedAccount: (now = new Date()) => seedDemoAccount(db, services, now),
    /**
     * The demo account's e-mail and password as the README gives them, while the account exists and still has that
     * password (someone who changed it does not want it printed), else null.
     */
    async signIn(): Promise<{ email: string; password: string } | null> {
      const user = await withAuthTx(db, (tx) => findUserByEmail(tx, DEMO_ACCOUNT.email));
      if (!user || !(await verifyPassword(user.password_hash, DEMO_ACCOUNT.password))) return null;
      return { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
    },
  };
}
export type DemoSeeder = ReturnType<typeof createDemoSeeder>;

async function seedDemoAccount(db: Kysely<Database>, services: DemoServices, now: Date): Promise<boolean> {
  const exists = await withAuthTx(db, (tx) => findUserByEmail(tx, DEMO_ACCOUNT.email));
  if (exists) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const user = await withAuthTx(db, async (tx) => {
    const created = await insertUser(tx, { email: DEMO_ACCOUNT.email, passwordHash, confirmed: true });
    if (created) await insertProfile(tx, created.id, DEMO_ACCOUNT.fullName, true);
    return created;
  });
  if (!user) return false;
  const settings = await withUserTx(db, { userId: user.id }, async (tx) => {
    await updateProfile(tx, user.id, { rig_type: 'motorhome', region: 'US', onboarding_completed: true });
    return readSettings(tx);
  });
  try {
    await seedDemoData(services, user.id, now, settings.regional_preferences);
  } catch (err) {
    // A half-filled demo account would stay so for good (the next start sees the user and skips it): remove it, so
    // the next start tries again from scratch, and let the failure stop this one.
    await withAuthTx(db, (tx) => tx.deleteFrom('users').where('id', '=', user.id).execute());
    throw err;
  }
  return true;
}
