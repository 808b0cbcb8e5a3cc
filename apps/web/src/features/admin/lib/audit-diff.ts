/** One field of an audited row that an admin action changed, each side as text (absent: the row had no such field). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON value as text: strings as they are, anything else as JSON (never markup: the caller renders it as text). */
export function valueText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/**
 * The fields that differ between the row before and after an action: every field of an inserted row (before null),
 * every field of a deleted one (after null), only the changed ones of an update.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const old = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const now = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return fields.flatMap((field) => {
    const had = Object.hasOwn(old, field);
    const has = Object.hasOwn(now, field);
    if (had && has && JSON.stringify(old[field]) === JSON.stringify(now[field])) return [];
    return [{ field, before: had ? valueText(old[field]) : null, after: has ? valueText(now[field]) : null }];
  });
}
