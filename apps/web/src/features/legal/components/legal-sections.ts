/** One entry of a section's list: a plain bullet, or a term with its explanation when `term` is set. */
export interface LegalListItem {
  term?: string;
  text: string;
}

/** A numbered section: paragraphs, then an optional list, then optional closing paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list: LegalListItem[];
  closing: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseListItem(value: unknown): LegalListItem | null {
  if (!isRecord(value) || typeof value.text !== 'string') return null;
  return typeof value.term === 'string' ? { term: value.term, text: value.text } : { text: value.text };
}

function parseStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Reads the sections array that i18next returns with `returnObjects: true`. i18next hands back the key itself
 * when a translation is missing, so anything that is not the expected shape is dropped instead of crashing the page.
 */
export function parseLegalSections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  const sections: LegalSection[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.heading !== 'string') continue;
    sections.push({
      heading: entry.heading,
      paragraphs: parseStrings(entry.paragraphs),
      list: Array.isArray(entry.list)
        ? entry.list.map(parseListItem).filter((item): item is LegalListItem => item !== null)
        : [],
      closing: parseStrings(entry.closing),
    });
  }
  return sections;
}
