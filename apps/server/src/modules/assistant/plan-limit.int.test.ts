// One budget of trip plans per user and minute, whether the Trip Planner or Pam asks: the composition root gives the
// API and Pam's tools the same route-plan services (decision 039).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { PLANS_PER_MINUTE } from '#modules/travel/index.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

const BRISTOL_TO_MANCHESTER = {
  stops: [
    { lat: 51.4545, lon: -2.5879 },
    { lat: 53.4808, lon: -2.2426 },
  ],
};

describe.each(DATABASE_KINDS)('trip plans per minute, through the API and Pam, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const planByApi = (u: User) => t.request('POST', 'routes/plan', { token: u.token, json: BRISTOL_TO_MANCHESTER });
  const askPam = (u: User, message: string, language: 'en' | 'es' | 'fr') =>
    t.request('POST', 'pam-simple/chat', { token: u.token, json: { message, context: { language } } });

  it("counts Pam's plans with the Trip Planner's, and Pam says the limit in the user's language", async () => {
    const u = await t.signUp();
    const asked = await askPam(u, 'How far is it from Denver to Moab?', 'en');
    expect(asked.status).toBe(200);
    expect(asked.body.response).toMatch(/\d+ (km|mi)/);

    for (let i = 1; i < PLANS_PER_MINUTE; i++) expect((await planByApi(u)).status).toBe(200);
    const refused = await planByApi(u);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: {
        class: 'other',
        message: 'Too many trip plans. Please wait a minute and try again.',
        code: 'rate_limited',
      },
    });

    const es = await askPam(u, '¿Qué distancia hay de Madrid a Sevilla?', 'es');
    expect(es.status).toBe(200);
    expect(es.body.response).toBe(
      'Has alcanzado el límite para esto en el último minuto. Espera un minuto e inténtalo de nuevo.',
    );
    const fr = await askPam(u, 'Quelle distance entre Lyon et Nice ?', 'fr');
    expect(fr.body.response).toBe(
      'Vous avez atteint la limite pour cela dans la dernière minute. Attendez une minute et réessayez.',
    );
  }, 60_000);

  it('refuses the Trip Planner once Pam has used up the minute, and only for that user', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    for (let i = 0; i < PLANS_PER_MINUTE; i++) {
      const reply = await askPam(u, 'How far is it from Denver to Moab?', 'en');
      expect(reply.status).toBe(200);
      expect(reply.body.response).toMatch(/\d+ (km|mi)/);
    }
    expect((await planByApi(u)).status).toBe(429);
    expect((await planByApi(other)).status).toBe(200);
  }, 60_000);
});
