import { z } from 'zod';

/** The longest web address a field takes unless it says otherwise. */
export const WEB_ADDRESS_MAX_CHARS = 2_000;

/** A scheme at the start ('https:', 'javascript:', 'data:', 'mailto:'), as RFC 3986 spells one. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** A host name with at least one dot ('www.campsite.org', 'shop.example.co.uk/page'), as people type a site. */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/u;

/** http(s) with a host, as the WHATWG URL parser (the browser's) reads it; its output is the normalised href. */
const httpLink = z.url({ protocol: /^https?$/, normalize: true });

/**
 * A web address as a link, or null when it is none: only http(s) with a host, so a stored `javascript:` or `data:`
 * address (an older row, or an OpenStreetMap tag) is never rendered as a link another user could follow.
 */
export function webLinkOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const link = httpLink.safeParse(value);
  return link.success ? link.data : null;
}

/** 'www.campsite.org' as typed becomes https://www.campsite.org; anything with a scheme stays as it is. */
function withScheme(value: string): string {
  return !HAS_SCHEME.test(value) && BARE_HOST.test(value) ? `https://${value}` : value;
}

const addressText = (maxChars: number) =>
  z.string({ error: 'invalid_url' }).trim().max(maxChars, { error: 'too_long' });

/**
 * Every web address a user or admin gives for others to follow (a campground's website, a product's seller page, a
 * lesson's video): http or https only, anything else is 'invalid_url'. A site typed without a scheme is read as https.
 */
export function webAddressSchema(maxChars = WEB_ADDRESS_MAX_CHARS) {
  return addressText(maxChars)
    .transform(withScheme)
    .refine((value) => webLinkOrNull(value) !== null, { error: 'invalid_url' });
}

/** An optional web address: null or blank is none (null), anything else as `webAddressSchema`. */
export function optionalWebAddressSchema(maxChars = WEB_ADDRESS_MAX_CHARS) {
  return addressText(maxChars)
    .transform((value) => (value === '' ? null : withScheme(value)))
    .refine((value) => value === null || webLinkOrNull(value) !== null, { error: 'invalid_url' })
    .nullable();
}
