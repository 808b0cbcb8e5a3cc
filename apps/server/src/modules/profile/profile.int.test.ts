import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, UNIT_PRESETS } from '@ww/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { createLogger } from '#platform/logger.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { reencodeLegacyAvatars } from './legacy-avatars.ts';
import { createProfileImageStore } from './profile-image-store.ts';

/** A valid 1x1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const MiB = 1024 * 1024;
/** Every avatar is stored as this square, whatever was uploaded. */
const AVATAR_SIDE = 384;

/** A phone photo of 3000×2000 pixels carrying where it was taken (EXIF GPS) and the camera's name. */
const phonePhotoWithGps = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 30, g: 110, b: 180 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'RoadCam', Model: 'Traveller 3000' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 51/1 3540/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '151/1 12/1 3000/100',
      },
    })
    .toBuffer();

/** Whether TIFF tag 0x8825 (the GPS IFD's pointer, type LONG) is in the bytes, in either byte order. */
const hasGpsIfd = (bytes: Buffer | undefined) =>
  !!bytes &&
  (bytes.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) || bytes.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])));

const form = (bytes: Uint8Array, name: string, type: string) => {
  const body = new FormData();
  body.append('file', new File([bytes], name, { type }));
  return body;
};
/** Image bytes of the given size: a PNG signature followed by padding. */
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
};

describe.each(DATABASE_KINDS)('profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const upload = (token: string, bytes: Uint8Array, name = 'avatar.png', type = 'image/png') =>
    t.request('POST', 'profile/image', { token, body: form(bytes, name, type) });
  const fetchPath = (path: string) => t.app.request(path);

  it("returns the signed-in user's profile", async () => {
    const u = await t.signUp();
    const res = await t.request('GET', 'profile', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      user_id: u.id,
      email: u.email,
      full_name: null,
      profile_image_url: null,
      rig_type: null,
      region: null,
      onboarding_completed: false,
    });
  });

  it('updates name, rig type and region and keeps them', async () => {
    const u = await t.signUp();
    const res = await t.request('PATCH', 'profile', {
      token: u.token,
      json: { full_name: '  Sam Rover ', rig_type: 'fifth_wheel', region: 'AU' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ full_name: 'Sam Rover', rig_type: 'fifth_wheel', region: 'AU' });

    const partial = await t.request('PATCH', 'profile', { token: u.token, json: { region: 'NZ' } });
    expect(partial.body.data).toMatchObject({ full_name: 'Sam Rover', rig_type: 'fifth_wheel', region: 'NZ' });

    const read = await t.request('GET', 'profile', { token: u.token });
    expect(read.body.data).toMatchObject({ full_name: 'Sam Rover', rig_type: 'fifth_wheel', region: 'NZ' });

    // A name of spaces is no name (shown to others as 'A traveller'), never an invisible empty one.
    const blank = await t.request('PATCH', 'profile', { token: u.token, json: { full_name: '   ' } });
    expect(blank.status).toBe(200);
    expect(blank.body.data).toMatchObject({ full_name: null });
  });

  it('rejects an unknown rig type and a field that cannot be patched, changing nothing', async () => {
    const u = await t.signUp();
    const rig = await t.request('PATCH', 'profile', {
      token: u.token,
      json: { rig_type: 'spaceship', full_name: 'Should Not Stick' },
    });
    expect(rig.status).toBe(400);
    expect(rig.body.error).toMatchObject({ class: 'validation', fields: { rig_type: 'invalid' } });

    const email = await t.request('PATCH', 'profile', { token: u.token, json: { email: 'other@example.com' } });
    expect(email.status).toBe(400);

    const read = await t.request('GET', 'profile', { token: u.token });
    expect(read.body.data).toMatchObject({ full_name: null, rig_type: null, email: u.email });
  });

  it('stores an uploaded PNG as the square avatar WebP and serves it at the profile image URL', async () => {
    const u = await t.signUp();
    const res = await upload(u.token, PNG);
    expect(res.status).toBe(200);
    const url: string = res.body.data.profile_image_url;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

    const image = await fetchPath(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const stored = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: AVATAR_SIDE, height: AVATAR_SIDE });

    expect((await t.request('GET', 'profile', { token: u.token })).body.data.profile_image_url).toBe(url);
  });

  it('serves a phone photo without its GPS position or camera name, cut to the avatar square', async () => {
    const u = await t.signUp();
    const input = await phonePhotoWithGps();
    const sent = await sharp(input).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Traveller 3000');
    expect(hasGpsIfd(sent.exif)).toBe(true);

    const res = await upload(u.token, input, 'beach.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const served = Buffer.from(await (await fetchPath(res.body.data.profile_image_url as string)).arrayBuffer());
    const stored = await sharp(served).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: AVATAR_SIDE, height: AVATAR_SIDE });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(hasGpsIfd(served)).toBe(false);
    // In no chunk either: no EXIF block, no camera name.
    expect(served.includes('Exif')).toBe(false);
    expect(served.includes('Traveller 3000')).toBe(false);
    expect(served.includes('RoadCam')).toBe(false);
  });

  it('bounds an 8000 × 8000 PNG to the avatar square', async () => {
    const u = await t.signUp();
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#7a5' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * MiB);
    const res = await upload(u.token, huge, 'huge.png', 'image/png');
    expect(res.status).toBe(200);
    const served = Buffer.from(await (await fetchPath(res.body.data.profile_image_url as string)).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ width: AVATAR_SIDE, height: AVATAR_SIDE });
    expect(served.length).toBeLessThan(64 * 1024);
  });

  it('judges the image by its bytes, not its name or declared type', async () => {
    const u = await t.signUp();
    const res = await upload(u.token, new TextEncoder().encode('just some text, not a picture'), 'x.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ class: 'validation', code: 'unsupported_image_type' });
    expect((await t.request('GET', 'profile', { token: u.token })).body.data.profile_image_url).toBeNull();
  });

  it('re-encodes avatars stored byte for byte before, drops one that no longer decodes, and deletes the originals', async () => {
    const [withGps, broken, current] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const dir = join(t.deps.dataDir, 'uploads', 'avatars');
    mkdirSync(dir, { recursive: true });
    const stored = async (user: { id: string }, name: string, bytes: Uint8Array) => {
      writeFileSync(join(dir, name), bytes);
      await withUserTx(t.db, { userId: user.id }, (tx) =>
        tx
          .updateTable('profiles')
          .set({ profile_image_url: `/uploads/avatars/${name}` })
          .where('user_id', '=', user.id)
          .execute(),
      );
    };
    await stored(withGps, 'old-gps.jpg', await phonePhotoWithGps());
    await stored(broken, 'old-broken.png', pngOfSize(2048).fill(7, 8));
    const fresh = (await upload(current.token, PNG)).body.data.profile_image_url as string;
    const images = createProfileImageStore(t.deps.dataDir);

    expect(await reencodeLegacyAvatars({ db: t.db, images, logger: createLogger('silent') })).toBe(2);
    const imageOf = async (user: { token: string }) =>
      (await t.request('GET', 'profile', { token: user.token })).body.data.profile_image_url as string | null;
    const url = (await imageOf(withGps))!;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = Buffer.from(await (await fetchPath(url)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIDE, height: AVATAR_SIDE });
    expect(metadata.exif).toBeUndefined();
    expect(hasGpsIfd(served)).toBe(false);
    expect((await fetchPath('/uploads/avatars/old-gps.jpg')).status).toBe(404);
    expect(await imageOf(broken)).toBeNull();
    expect(existsSync(join(dir, 'old-broken.png'))).toBe(false);
    // Already re-encoded avatars are left alone, and a second run finds nothing to do.
    expect(await imageOf(current)).toBe(fresh);
    expect(await reencodeLegacyAvatars({ db: t.db, images, logger: createLogger('silent') })).toBe(0);
  });

  it('rejects an image over 5 MiB, just over the limit and far over it, keeping the current image', async () => {
    const u = await t.signUp();
    const current = (await upload(u.token, PNG)).body.data.profile_image_url;

    const justOver = await upload(u.token, pngOfSize(5 * MiB + 1));
    expect(justOver.status).toBe(413);
    expect(justOver.body.error).toMatchObject({ class: 'validation', code: 'image_too_large' });

    const farOver = await upload(u.token, pngOfSize(6 * MiB));
    expect(farOver.status).toBe(413);
    expect(farOver.body.error).toMatchObject({ class: 'validation', code: 'image_too_large' });

    expect((await t.request('GET', 'profile', { token: u.token })).body.data.profile_image_url).toBe(current);
    expect((await fetchPath(current)).status).toBe(200);
  });

  it('accepts an image of exactly 5 MiB', async () => {
    const u = await t.signUp();
    const res = await upload(u.token, pngOfSize(5 * MiB));
    expect(res.status).toBe(200);
    expect(res.body.data.profile_image_url).toMatch(/^\/uploads\/avatars\//);
  });

  it('answers a missing file field with a required-field error', async () => {
    const u = await t.signUp();
    const body = new FormData();
    body.append('other', 'value');
    const res = await t.request('POST', 'profile/image', { token: u.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ class: 'validation', fields: { file: 'required' } });
  });

  it('removes the old image file when the image is replaced', async () => {
    const u = await t.signUp();
    const first = (await upload(u.token, PNG)).body.data.profile_image_url;
    const second = (await upload(u.token, PNG)).body.data.profile_image_url;
    expect(second).not.toBe(first);
    expect((await fetchPath(first)).status).toBe(404);
    expect((await fetchPath(second)).status).toBe(200);
  });

  /** A new user's onboarding answers, sent: the user and the answer. */
  const onboard = async (json: Record<string, unknown>) => {
    const u = await t.signUp();
    return { u, res: await t.request('POST', 'profile/onboarding', { token: u.token, json }) };
  };
  const regionalOf = async (u: { token: string }) =>
    (await t.request('GET', 'settings', { token: u.token })).body.data.regional_preferences;
  const SAM = { full_name: 'Sam Road', rig_type: 'motorhome', language: 'en' };

  it('saves the onboarding answers to the profile and the settings', async () => {
    const { u, res } = await onboard({
      full_name: 'Alex Nomad',
      rig_type: 'campervan',
      region: 'AU',
      units: 'metric',
      currency: 'AUD',
      language: 'fr',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      onboarding_completed: true,
      full_name: 'Alex Nomad',
      rig_type: 'campervan',
      region: 'AU',
    });

    expect((await t.request('GET', 'profile', { token: u.token })).body.data).toMatchObject({
      onboarding_completed: true,
      full_name: 'Alex Nomad',
    });
    const settings = (await t.request('GET', 'settings', { token: u.token })).body.data;
    expect(settings.regional_preferences).toEqual({
      ...DEFAULT_SETTINGS.regional_preferences,
      units: 'metric',
      ...UNIT_PRESETS.metric,
      currency: 'AUD',
    });
    expect(settings.display_preferences).toEqual({ ...DEFAULT_SETTINGS.display_preferences, language: 'fr' });
  });

  it.each([
    ['GB', 'imperial', 'uk', 'GBP'],
    ['US', 'imperial', 'us', 'USD'],
    ['AU', 'metric', 'metric', 'AUD'],
    ['US', 'metric', 'metric', 'USD'],
  ] as const)('onboarding in %s with %s units gives the %s set', async (region, units, preset, currency) => {
    const { u, res } = await onboard({ ...SAM, region, units, currency });
    expect(res.status).toBe(200);
    expect(await regionalOf(u)).toMatchObject({ units, currency, ...UNIT_PRESETS[preset] });
  });

  it("keeps the units chosen at onboarding when they are not the region's (US units in the UK)", async () => {
    const { u, res } = await onboard({
      ...SAM,
      region: 'GB',
      units: 'imperial',
      unit_preferences: UNIT_PRESETS.us,
      currency: 'GBP',
    });
    expect(res.status).toBe(200);
    expect(await regionalOf(u)).toMatchObject({ units: 'imperial', currency: 'GBP', ...UNIT_PRESETS.us });
  });

  it('rejects incomplete onboarding answers and saves none of them', async () => {
    const { u, res } = await onboard({
      full_name: '   ',
      rig_type: 'campervan',
      region: 'AU',
      units: 'metric',
      currency: 'AUD',
      language: 'fr',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ class: 'validation', fields: { full_name: 'required' } });

    expect((await t.request('GET', 'profile', { token: u.token })).body.data).toMatchObject({
      onboarding_completed: false,
      rig_type: null,
    });
    expect(await regionalOf(u)).toEqual(DEFAULT_SETTINGS.regional_preferences);
  });

  it("shows each user their own profile and never another's", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await t.request('PATCH', 'profile', { token: a.token, json: { full_name: 'Alice A' } });
    await t.request('PATCH', 'profile', { token: b.token, json: { full_name: 'Bob B' } });

    const bRead = await t.request('GET', 'profile', { token: b.token });
    expect(bRead.body.data).toMatchObject({ user_id: b.id, email: b.email, full_name: 'Bob B' });
    const aRead = await t.request('GET', 'profile', { token: a.token });
    expect(aRead.body.data).toMatchObject({ user_id: a.id, email: a.email, full_name: 'Alice A' });
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('GET', 'profile')).status).toBe(401);
    const res = await t.request('POST', 'profile/image', { body: form(PNG, 'a.png', 'image/png') });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('session_expired');
  });
});
