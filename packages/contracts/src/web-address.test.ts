import { describe, expect, it } from 'vitest';
import { optionalWebAddressSchema, webAddressSchema, webLinkOrNull } from './web-address.ts';
import { campgroundInputSchema } from './campgrounds.ts';
import { lessonInputSchema } from './billing.ts';

const REFUSED = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example.org/a',
  'mailto:someone@example.org',
  '//evil.example/path',
  '/relative/path',
  'https://',
  'not a web address',
];

describe('web addresses', () => {
  it.each(REFUSED)('refuses %j as invalid_url', (value) => {
    const result = webAddressSchema().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid_url');
    expect(webLinkOrNull(value)).toBeNull();
  });

  it('takes http and https, and reads a site typed without a scheme as https', () => {
    expect(webAddressSchema().parse(' https://campsite.example/booking?x=1 ')).toBe(
      'https://campsite.example/booking?x=1',
    );
    expect(webAddressSchema().parse('http://farm.example')).toBe('http://farm.example');
    expect(webAddressSchema().parse('www.campsite.example/pitches')).toBe('https://www.campsite.example/pitches');
  });

  it('reads blank as none where the address is optional, and words a long one too_long', () => {
    expect(optionalWebAddressSchema().parse('  ')).toBeNull();
    expect(optionalWebAddressSchema().parse(null)).toBeNull();
    const long = optionalWebAddressSchema(30).safeParse(`https://example.org/${'a'.repeat(30)}`);
    expect(long.error?.issues[0]?.message).toBe('too_long');
  });

  it('gives a link only for http(s), normalised as the browser would read it', () => {
    expect(webLinkOrNull('HTTPS://Campsite.Example/a b')).toBe('https://campsite.example/a%20b');
    expect(webLinkOrNull(null)).toBeNull();
    expect(webLinkOrNull('')).toBeNull();
  });

  it('is the rule of every URL field in the contracts', () => {
    const site = { name: 'Farm', lat: 55, lon: -3 };
    expect(campgroundInputSchema.safeParse({ ...site, website: 'javascript:alert(1)' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['website'], message: 'invalid_url' }),
    ]);
    expect(campgroundInputSchema.parse({ ...site, website: '' }).website).toBeNull();
    const lesson = { position: 1, title: 'Levelling', video_url: 'data:text/html,hi' };
    expect(lessonInputSchema.safeParse(lesson).error?.issues[0]).toMatchObject({
      path: ['video_url'],
      message: 'invalid_url',
    });
  });
});
