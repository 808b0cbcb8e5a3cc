// Pam over the settings and the profile, and its help, with no model configured, in English, Spanish and French: asked
// as a traveller would, judged by what the public API then shows (settings, profile) and by what the help names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamKit, type Row } from '#test/pam-kit.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)('Pam over the settings, the profile and its help on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const { user: traveller, ask, one } = pamKit(() => t);
  const settings = (u: Awaited<ReturnType<typeof traveller>>) => one(u, 'settings');
  const profile = (u: Awaited<ReturnType<typeof traveller>>) => one(u, 'profile');
  const euros = { regional_preferences: { currency: 'EUR', units: 'metric' } };

  describe('English', () => {
    it('changes notifications, answer length and time zone as the settings screen does', async () => {
      const u = await traveller();
      await ask(u, 'stop sending me email notifications');
      await ask(u, 'keep your answers short please');
      await ask(u, 'set my time zone to Europe/Paris');
      await ask(u, 'make my profile friends only');
      const s = (await settings(u)) as Record<string, Row>;
      expect(s.notification_preferences).toMatchObject({ email_notifications: false, trip_reminders: true });
      expect(s.pam_preferences).toMatchObject({ response_style: 'concise' });
      expect(s.regional_preferences).toMatchObject({ timezone: 'Europe/Paris' });
      expect(s.privacy_preferences).toMatchObject({ profile_visibility: 'friends' });
    });

    it('changes the display name and bio on the profile', async () => {
      const u = await traveller();
      await ask(u, 'Call me Sam Rivers');
      await ask(u, 'set my bio to Full-time RVer with two dogs');
      expect(await profile(u)).toMatchObject({ full_name: 'Sam Rivers', bio: 'Full-time RVer with two dogs' });
    });

    it("lists what Pam can do from the registry's tools, shop included", async () => {
      const u = await traveller();
      const reply = await ask(u, 'what can you do?');
      expect(reply.response).toContain('Shop');
      expect(reply.response).toContain('add two levelling blocks to my cart');
      expect(reply.response).toContain('Money');
    });
  });

  describe('Spanish', () => {
    it('changes settings said in Spanish', async () => {
      const u = await traveller(euros);
      await ask(u, 'desactiva las notificaciones push y los avisos meteorológicos');
      await ask(u, 'quiero respuestas más detalladas');
      await ask(u, 'pon las fechas en formato día/mes/año');
      const s = (await settings(u)) as Record<string, Row>;
      expect(s.notification_preferences).toMatchObject({ push_notifications: false, weather_warnings: false });
      expect(s.notification_preferences).toMatchObject({ email_notifications: true });
      expect(s.pam_preferences).toMatchObject({ response_style: 'detailed' });
      expect(s.regional_preferences).toMatchObject({ date_format: 'DD/MM/YYYY' });
    });

    it('changes the name and the region on the profile', async () => {
      const u = await traveller(euros);
      await ask(u, 'Llámame Lucía Pérez');
      await ask(u, 'mi región es Nueva Zelanda');
      expect(await profile(u)).toMatchObject({ full_name: 'Lucía Pérez', region: 'NZ' });
    });

    it('help in Spanish names the shop', async () => {
      const u = await traveller(euros);
      expect((await ask(u, '¿qué puedes hacer?')).response).toContain('Tienda');
    });
  });

  describe('French', () => {
    it('changes settings said in French', async () => {
      const u = await traveller(euros);
      await ask(u, 'coupe les alertes de budget');
      await ask(u, 'je suis débutant');
      await ask(u, 'mets le texte plus grand');
      const s = (await settings(u)) as Record<string, Row>;
      expect(s.notification_preferences).toMatchObject({ budget_alerts: false, email_notifications: true });
      expect(s.pam_preferences).toMatchObject({ expertise_level: 'beginner' });
      expect(s.display_preferences).toMatchObject({ font_size: 'large' });
    });

    it('changes the display name and the bio', async () => {
      const u = await traveller(euros);
      await ask(u, 'appelle-moi Jean-Marc');
      await ask(u, 'ma bio : En route vers le sud avec notre caravane');
      expect(await profile(u)).toMatchObject({
        full_name: 'Jean-Marc',
        bio: 'En route vers le sud avec notre caravane',
      });
    });

    it('help in French names the shop and the settings', async () => {
      const u = await traveller(euros);
      const reply = await ask(u, "Qu'est-ce que tu peux faire pour moi ?");
      expect(reply.response).toContain('Boutique');
      expect(reply.response).toContain('Réglages et profil');
    });
  });
});
