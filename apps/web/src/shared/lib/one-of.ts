/** Whether `value` is one of `options` (a const list), narrowing it to their union, e.g. to build a typed i18n key. */
export function isOneOf<const T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}
