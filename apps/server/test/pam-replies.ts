// What Pam's acceptance sets (modules/assistant/pam-*.int.test.ts) judge replies and dates by.

/** Today in the default time zone of a new account (SPEC §9: America/New_York), YYYY-MM-DD. */
export const newAccountToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

/** A figure as the reply may write it in any of the three languages: 1250 → 1,250 / 1.250 / 1 250 / 1250. */
export function figure(n: number): RegExp {
  const [int, dec] = n.toFixed(2).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '[,. \u00a0\u202f]?');
  return new RegExp(`(^|[^\\d])${grouped}([.,]${dec}|(?![\\d]))`);
}
