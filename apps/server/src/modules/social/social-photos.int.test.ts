import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_LIMITS, SOCIAL_PHOTO_URL_PREFIX, type SocialPhoto } from '@ww/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { sqlAs } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** A camera photo: 2400×1200 pixels stored sideways (EXIF orientation 6), with a GPS position and a camera model. */
const cameraPhoto = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'RoadCam', Model: 'Traveller 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 34/1 2400/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '109/1 32/1 5900/100',
      },
    })
    .toBuffer();

describe.each(DATABASE_KINDS)('social photos on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let b: User;

  const upload = (user: User, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    return t.request('POST', 'social/photos', { token: user.token, body: form });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, b] = [await t.signUp(), await t.signUp()];
  }, 60_000);
  afterAll(() => t.close());

  it('stores an upright, scaled WebP without any EXIF or GPS metadata', async () => {
    const input = await cameraPhoto();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Traveller 3000');

    const res = await upload(a, input);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const photo = res.body.data as SocialPhoto;
    expect(photo.url).toMatch(new RegExp(`^${SOCIAL_PHOTO_URL_PREFIX}[0-9a-f-]{36}\\.webp$`));
    // Turned upright (the sideways 2400×1200 is 1200×2400), then fitted into the longest side allowed.
    expect(photo).toMatchObject({ width: 800, height: SOCIAL_LIMITS.photoMaxSidePx });

    const served = await t.app.request(photo.url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(readFileSync(join(t.deps.dataDir, photo.url)))).toBe(true);
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 800, height: SOCIAL_LIMITS.photoMaxSidePx });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Not in any chunk either: no EXIF block, no camera name, no GPS tag in the bytes.
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes('Traveller 3000')).toBe(false);
    expect(bytes.includes('RoadCam')).toBe(false);
  });

  it('a post carries only photos its author uploaded, at most photosPerPost', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const mine = (await upload(a, small, 'a.png', 'image/png')).body.data as SocialPhoto;
    // Small photos are kept at their size, never enlarged.
    expect(mine).toMatchObject({ width: 40, height: 30 });
    const theirs = (await upload(b, small, 'b.png', 'image/png')).body.data as SocialPhoto;

    const posted = await t.request('POST', 'social/posts', {
      token: a.token,
      json: { body: 'View from the rig', visibility: 'public', photos: [mine.url] },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.data.photos).toEqual([mine]);
    const readByB = await t.request('GET', `social/posts/${posted.body.data.id as string}`, { token: b.token });
    expect(readByB.body.data.photos).toEqual([mine]);

    const borrowed = await t.request('POST', 'social/posts', {
      token: a.token,
      json: { body: 'Not mine', photos: [mine.url, theirs.url] },
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.fields).toEqual({ photos: 'unknown_photo' });
    const tooMany = await t.request('POST', 'social/posts', {
      token: a.token,
      json: { body: 'Too many', photos: Array.from({ length: SOCIAL_LIMITS.photosPerPost + 1 }, () => mine.url) },
    });
    expect(tooMany.status).toBe(400);

    // Nobody reads or removes another user's upload records.
    expect(await sqlAs(t, b, `delete from social_photos where url = '${mine.url}'`)).toBe('ok');
    expect(
      await sqlAs(
        t,
        b,
        `insert into social_photos (owner_id, url, width, height) values ('${a.id}', '/uploads/social/x.webp', 1, 1)`,
      ),
    ).toBe('42501');
    const again = await t.request('POST', 'social/posts', {
      token: a.token,
      json: { body: 'Still mine', photos: [mine.url] },
    });
    expect(again.status).toBe(201);
  });

  it('refuses what is not a photo, and a file over the size limit', async () => {
    const text = await upload(a, new TextEncoder().encode('just some text, not a picture'), 'photo.jpg');
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('unsupported_image_type');
    // JPEG's first bytes and then nothing a decoder can read.
    const truncated = await upload(a, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]));
    expect(truncated.status).toBe(400);
    const svg = await upload(
      a,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.status).toBe(400);
    const noFile = await t.request('POST', 'social/photos', { token: a.token, body: new FormData() });
    expect(noFile.status).toBe(400);

    const huge = await upload(a, new Uint8Array(SOCIAL_LIMITS.photoMaxBytes + 1024));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toMatch(/larger than 10 MB/);
    expect((await t.request('POST', 'social/photos', { body: new FormData() })).status).toBe(401);
  });
});
