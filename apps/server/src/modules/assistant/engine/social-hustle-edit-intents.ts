import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { HUSTLE, hustleName, part } from './social-manage-intents.ts';
import { core, cut, said, subjectOf, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';

/**
 * What the Hustle screen's edit form changes in the user's own hustle idea, in English, Spanish and French: its
 * earnings (an amount, or a range, per hour, day, week or month) and its tags.
 */

type Earnings = NonNullable<PamToolArgs<'update_hustle'>['earnings']>;

const PERIOD_WORDS: Array<[RegExp, Earnings['period']]> = [
  [/\b(?:month|monthly|mes|mensual(?:es)?|mois|mensuels?)\b/, 'month'],
  [/\b(?:week|weekly|semana|semanal(?:es)?|semaine|hebdo(?:madaire)?s?)\b/, 'week'],
  [/\b(?:day|daily|today|dia|diari[oa]s?|hoy|jour|aujourd'hui|journee)\b/, 'day'],
  [/\b(?:hour|hourly|hr|hora|heure)\b/, 'hour'],
];
const PERIOD =
  "(?:this|a|an|per|every|each|the|este|esta|al|a la|por|la|cada|ce|cette|par|chaque|de l'|l')? ?(?:month|monthly|week|weekly|today|day|daily|hour|hourly|hr|mes|mensuales?|semana|semanales?|hoy|dia|diarios?|hora|mois(?:-ci| ci)?|semaine|aujourd'hui|jour|heure|mensuels?|hebdomadaires?)";

/** A hustle named in words ("the dog walking hustle" → "dog walking"); nothing for just "my hustle". */
function hustleArgs(ctx: Parameters<IntentMatcher>[1], text: string): { hustle?: string; id?: string } | null {
  if (/^(?:it|that|this(?: one)?|lo|la|le|eso|ca)$/i.test(text.trim())) {
    const it = subjectOf(ctx, 'hustle');
    return it ? { id: it.id } : null;
  }
  const hustle = hustleName(text);
  if (new RegExp(`^${HUSTLE}(?: idea)?$`, 'i').test(hustle)) return {};
  return hustle.length < 2 ? null : { hustle };
}

/** The earnings said: the first amount (up to the second when a range is said) per the period named. */
function earningsSaid(m: PreparedMessage, text: string): Earnings | null {
  const [first, second] = m.money;
  const period = PERIOD_WORDS.find(([re]) => re.test(text))?.[1];
  if (!first || !period) return null;
  const earnings: Earnings = { min: first.amount, period };
  if (second && second.amount >= first.amount) earnings.max = second.amount;
  if (first.currency) earnings.currency = first.currency as Earnings['currency'];
  return earnings;
}

const EARNED: RegExp[] = [
  new RegExp(
    `^(?:i|we) (?:earned|made|make|earn|got|get|brought in|bring in) .*?\\d.*? (?:from|with|doing|on|off|through) (.+? ${HUSTLE}.*?|(?:my|our|the|this) ${HUSTLE}.*?)(?: ${PERIOD})?$`,
    'd',
  ),
  new RegExp(
    `^(?:gane|ganamos|he ganado|hemos ganado|saque|sacamos|gano|ganamos) .*?\\d.*? (?:con|de|en|haciendo) (.+? ${HUSTLE}.*?|(?:mi|el|nuestro) ${HUSTLE}.*?)(?: ${PERIOD})?$`,
    'd',
  ),
  new RegExp(
    `^(?:j'ai gagne|j ai gagne|on a gagne|nous avons gagne|je gagne|j'ai fait|j'ai touche) .*?\\d.*? (?:avec|grace a|sur|en faisant|de|du) (.+? ${HUSTLE}.*?|(?:mon|le|notre) (?:petit )?${HUSTLE}.*?)(?: ${PERIOD})?$`,
    'd',
  ),
  new RegExp(
    `^((?:my|our|the|mi|el|nuestro|mon|le|notre) .*?${HUSTLE}.*?) (?:earns|pays|makes|brings in|da|paga|deja|genera|rinde|rapporte|paie|paye) .*\\d.*$`,
    'd',
  ),
  new RegExp(
    `^(?:set|change|update) the earnings (?:of|for|on) (.+?) to .*\\d.*$|^(?:cambia|pon) las ganancias (?:de|del) (.+?) (?:a|en) .*\\d.*$|^(?:change|mets|modifie) les revenus (?:de|du) (.+?) (?:a|en) .*\\d.*$`,
    'd',
  ),
];

/** "I earned $120 from the dog walking hustle this month", "gané 120 € con …", "mon petit boulot … rapporte 120 €". */
const hustleEarnings: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!?]+$/, '');
  for (const re of EARNED) {
    const hit = re.exec(c);
    if (!hit) continue;
    const at = [1, 2, 3].find((i) => hit[i] !== undefined)!;
    const named = hustleArgs(ctx, part(s, hit, at).replace(new RegExp(` ${PERIOD}$`, 'i'), ''));
    const earnings = earningsSaid(m, c.slice(hit.indices![at]![1]) || c);
    if (!named || !earnings) return null;
    return tool({ name: 'update_hustle', args: { ...named, earnings } }, 0.95);
  }
  return null;
};

const TAG_WORD = "(?:the |a |an |la |las |una? |l'|les |une? )?(?:tags?|etiquetas?|etiquettes?)";
const TAG_TEXT = '([«"“‘][^»"”’]+[»"”’]|[^«"“‘].*?)';
const TAGS: Array<[RegExp, 'add' | 'remove']> = [
  [new RegExp(`^(?:add|put) ${TAG_WORD} ${TAG_TEXT} (?:to|on) (.+)$`, 'd'), 'add'],
  [new RegExp(`^(?:remove|delete|take off|drop) ${TAG_WORD} ${TAG_TEXT} (?:from|off|on) (.+)$`, 'd'), 'remove'],
  [new RegExp(`^(?:anade|agrega|pon|ponle) ${TAG_WORD} ${TAG_TEXT} (?:a|al|en) (.+)$`, 'd'), 'add'],
  [new RegExp(`^(?:quita|elimina|borra) ${TAG_WORD} ${TAG_TEXT} (?:de|del|a|al) (.+)$`, 'd'), 'remove'],
  [new RegExp(`^(?:ajoute|mets) ${TAG_WORD} ${TAG_TEXT} (?:a|au|sur) (.+)$`, 'd'), 'add'],
  [new RegExp(`^(?:retire|enleve|supprime|ote) ${TAG_WORD} ${TAG_TEXT} (?:de|du|a|au|sur) (.+)$`, 'd'), 'remove'],
  [new RegExp(`^tag (.+? ${HUSTLE}(?: idea)?) (?:as|with) (.+)$`, 'd'), 'add'],
];

/** The tags said: "'remote'", "remote and pets", "«à distance», animaux": each unquoted, lower case. */
function tagsIn(s: Said, hit: RegExpExecArray, i: number): string[] {
  const at = hit.indices![i]!;
  return cut(s, at[0], at[1])
    .split(/\s*(?:,|\band\b|\by\b|\bet\b)\s*/i)
    .map((t) => t.replace(/^["“«'‘\s]+|["”»'’\s]+$/g, '').toLocaleLowerCase())
    .filter((t) => /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u.test(t) && t.length <= 30);
}

/** "add the tag 'remote' to my hustle", "añade la etiqueta remoto a …", "ajoute l'étiquette « à distance » à …". */
const hustleTags: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!?]+$/, '');
  for (const [re, how] of TAGS) {
    const hit = re.exec(c);
    if (!hit) continue;
    const tagFirst = re !== TAGS.at(-1)![0];
    const at = hit.indices![tagFirst ? 2 : 1]!;
    if (!new RegExp(`\\b${HUSTLE}\\b|^(?:it|that|lo|la|le|ca)$`).test(c.slice(at[0], at[1]))) return null;
    const named = hustleArgs(ctx, part(s, hit, tagFirst ? 2 : 1));
    const tags = tagsIn(s, hit, tagFirst ? 1 : 2);
    if (!named || tags.length === 0) return null;
    const args: PamToolArgs<'update_hustle'> = { ...named, [how === 'add' ? 'add_tags' : 'remove_tags']: tags };
    return tool({ name: 'update_hustle', args }, 0.95);
  }
  return null;
};

const NO_EARNINGS = new RegExp(
  `^(?:remove|delete|clear|drop|take off|quita(?:r)?|borra(?:r)?|elimina(?:r)?|retire(?:r)?|supprime(?:r)?|efface(?:r)?|enleve(?:r)?) (?:the |las |les )?(?:earnings|pay|ganancias|ingresos|revenus|gains) (?:from|of|on|de|del|de la|du|des) (.+)$`,
  'd',
);

/** "remove the earnings from my dog walking hustle", "quita las ganancias de mi trabajo …", "retire les revenus de …". */
const noEarnings: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const hit = NO_EARNINGS.exec(core(s).replace(/[.!?]+$/, ''));
  if (!hit || !new RegExp(`\\b${HUSTLE}\\b|^(?:it|that|lo|la|le|ca)$`).test(hit[1]!)) return null;
  const named = hustleArgs(ctx, part(s, hit, 1));
  return named && tool({ name: 'update_hustle', args: { ...named, no_earnings: true } }, 0.95);
};

export const hustleEditMatchers: IntentMatcher[] = [hustleEarnings, hustleTags, noEarnings];
