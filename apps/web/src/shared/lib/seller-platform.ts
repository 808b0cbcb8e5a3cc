const MAX_PLATFORM_LENGTH = 40;

/**
 * A seller platform's name as people read it ('tiktok-shop' -> 'Tiktok Shop'): a product's `seller`, or the
 * /thank-you/{seller-platform} segment, which anyone can write, so it is only ever shown as text and cut short. An
 * empty one yields null.
 */
export function platformName(seller: string | undefined): string | null {
  const words = (seller ?? '').replace(/[-_\s]+/g, ' ').trim();
  if (!words) return null;
  const capitalised = words
    .split(' ')
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ');
  return capitalised.length > MAX_PLATFORM_LENGTH
    ? `${capitalised.slice(0, MAX_PLATFORM_LENGTH).trimEnd()}…`
    : capitalised;
}
