import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaCheck, QaPageSummary } from '@ww/contracts';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { sqlAs } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** A phone screenshot saved as JPEG with the phone's EXIF: model and a GPS position. */
const phoneScreenshot = () =>
  sharp({ create: { width: 1480, height: 3200, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'Roadster 12' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' },
    })
    .toBuffer();

describe.each(DATABASE_KINDS)('site QA log on %s', (kind) => {
  let t: TestApp;
  let admin: User;
  let user: User;

  const submit = (who: User, fields: Record<string, string>, screenshot?: Uint8Array) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (screenshot) form.append('screenshot', new File([screenshot], 'shot.jpg', { type: 'image/jpeg' }));
    return t.request('POST', 'diagnostics/qa-checks', { token: who.token, body: form });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, user] = [await t.signUp(), await t.signUp()];
    await t.db
      .insertInto('admin_users')
      .values({ user_id: admin.id, email: admin.email, role: 'admin', status: 'active' })
      .execute();
  }, 60_000);
  afterAll(() => t.close());

  it('an admin records a check with a screenshot, stored as WebP without EXIF, and reads it back', async () => {
    const input = await phoneScreenshot();
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('Roadster 12');
    const res = await submit(
      admin,
      { page: '/wins', device: 'Chrome on Android', result: 'fail', note: 'Total overlaps the chart at 375 px' },
      input,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const check = res.body.data as QaCheck;
    expect(check).toMatchObject({
      page: '/wins',
      device: 'Chrome on Android',
      result: 'fail',
      note: 'Total overlaps the chart at 375 px',
      has_screenshot: true,
      created_by: admin.id,
    });

    const shot = await t.app.request(`/api/v1/diagnostics/qa-checks/${check.id}/screenshot`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(shot.status).toBe(200);
    expect(shot.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await shot.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', height: 2560 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('Roadster 12')).toBe(false);
    expect(bytes.includes('PhoneCo')).toBe(false);

    const list = await t.request('GET', 'diagnostics/qa-checks', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([check]);
  });

  it('refuses a non-admin: no recording, no history, no screenshots (403)', async () => {
    const before = await t.db.selectFrom('qa_checks').select('id').execute();
    const post = await submit(user, { page: '/wheels', device: 'Firefox on Linux', result: 'pass' });
    expect(post.status).toBe(403);
    expect(post.body.error).toMatchObject({ class: 'rls_permission', code: 'not_admin' });
    expect(await t.db.selectFrom('qa_checks').select('id').execute()).toEqual(before);

    expect((await t.request('GET', 'diagnostics/qa-checks', { token: user.token })).status).toBe(403);
    const shot = await t.request('GET', `diagnostics/qa-checks/${before[0]!.id}/screenshot`, { token: user.token });
    expect(shot.status).toBe(403);
    expect((await t.request('GET', 'diagnostics/qa-checks')).status).toBe(401);

    // The database refuses too: request code without the verified-admin flag reads nothing and may write nothing.
    expect(await sqlAs(t, user, 'select * from qa_checks')).toBe('ok');
    expect(
      await withUserTx(t.db, { userId: user.id }, (tx) => tx.selectFrom('qa_checks').select('id').execute()),
    ).toEqual([]);
    expect(
      await sqlAs(
        t,
        user,
        `insert into qa_checks (created_by, page, device, result) values ('${user.id}', '/x', 'y', 'pass')`,
      ),
    ).toBe('42501');
  });

  it('validates the fields with a 400 naming each', async () => {
    const res = await submit(admin, { page: ' ', device: 'd'.repeat(101), result: 'maybe', note: 'n'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      page: 'required',
      device: 'too_long',
      result: 'invalid',
      note: 'too_long',
    });
    const notImage = await submit(
      admin,
      { page: '/x', device: 'y', result: 'pass' },
      new TextEncoder().encode('hello'),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.fields).toEqual({ screenshot: 'unsupported_image_type' });
    const tooBig = await submit(
      admin,
      { page: '/x', device: 'y', result: 'pass' },
      new Uint8Array(5 * 1024 * 1024 + 1),
    );
    expect(tooBig.status).toBe(413);
  });

  it('pages the history newest first', async () => {
    for (const page of ['/a', '/b', '/c']) {
      expect((await submit(admin, { page, device: 'Safari on iOS', result: 'pass' })).status).toBe(201);
    }
    const first = await t.request('GET', 'diagnostics/qa-checks?limit=2', { token: admin.token });
    expect(first.body.data.map((c: QaCheck) => c.page)).toEqual(['/c', '/b']);
    const second = await t.request('GET', `diagnostics/qa-checks?limit=2&cursor=${first.body.next_cursor}`, {
      token: admin.token,
    });
    expect(second.body.data.map((c: QaCheck) => c.page)).toEqual(['/a', '/wins']);
    expect(second.body.next_cursor).toBeNull();
  });

  it('shows everyone a summary per page without notes, screenshots or authors', async () => {
    await submit(admin, { page: '/wins', device: 'Chrome on Linux', result: 'pass', note: 'Fixed' });
    await t.db
      .insertInto('qa_checks')
      .values({
        page: '/wins',
        device: 'old',
        result: 'fail',
        note: 'old',
        created_at: new Date(Date.now() - 40 * 86_400_000),
      })
      .execute();
    for (const token of [undefined, user.token]) {
      const res = await t.request('GET', 'diagnostics/qa-summary', token ? { token } : {});
      expect(res.status).toBe(200);
      const wins = (res.body.data as QaPageSummary[]).find((p) => p.page === '/wins');
      expect(wins).toEqual({
        page: '/wins',
        last_result: 'pass',
        last_checked_at: expect.any(String),
        pass_30d: 1,
        fail_30d: 1,
        blocked_30d: 0,
      });
      const text = JSON.stringify(res.body);
      for (const secret of ['Fixed', 'overlaps', admin.id, 'Chrome on', 'screenshot'])
        expect(text).not.toContain(secret);
    }
  });
});
