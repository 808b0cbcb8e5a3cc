import type { ToolArgsOut } from '../assistant.types.ts';
import type { PreparedMessage } from './prepared-message.ts';

export type PamRecordKind = ToolArgsOut<'find_records'>['kind'];

// Words for Wins records on normalised text (lower case, no accents). Every pattern is anchored on words.

export const DELETE_VERB =
  /\b(?:delete|remove|erase|undo|scrap|drop|clear|wipe|forget|olvida|oublie|cancel|anula|annule|get rid of|take off|borra\w*|elimina\w*|quita\w*|suprim\w*|deshaz\w*|supprim\w*|efface\w*|enleve\w*|retire\w*)\b/;
export const CHANGE_VERB =
  /\b(?:change|update|edit|correct|fix|modify|adjust|amend|switch|move|rename|recategori[sz]e|make|cambia(?:lo|la|r)?|modifica(?:lo|la|r)?|corrige(?:lo|la)?|corregir|actualiza(?:lo|la|r)?|edita(?:lo|la|r)?|ajusta(?:lo|la|r)?|mueve(?:lo|la)?|renombra(?:lo|la|r)?|modifie[rz]?|change[rz]?|mets|mettre|passe|renomme[rz]?|deplace[rz]?)\b/;
export const RENAME_VERB = /\b(?:rename|renombra\w*|renomm\w*|call it|llamalo|llamala|appelle-le|appelle-la)\b/;
export const FIND_VERB =
  /\b(?:find|look up|look for|search|show|list|display|which|busca\w*|encuentra\w*|muestra\w*|ensena\w*|lista\w*|trouve\w*|cherche\w*|retrouve\w*|montre\w*|affiche\w*|liste\w*)\b/;
export const EXPORT_VERB =
  /\b(?:export\w*|download\w*|csv|spreadsheet|descarga\w*|hoja de calculo|telecharg\w*|tableur)\b/;
export const BULK = /\b(?:all|every|everything|todos|todas|todo|tous|toutes|tout)\b/;
export const LATEST = /\b(?:last|latest|most recent|ultimo|ultima|dernier|derniere|plus recente?)\b/;

/** Record kinds by the words that name them, most specific first. */
const KIND_WORDS: Array<[PamRecordKind, RegExp]> = [
  ['category_rule', /\b(?:(?:category |categorisation |categorization |import )?rules?|reglas?|regles?)\b/],
  ['contribution', /\b(?:contributions?|deposits?|aportacion(?:es)?|aportes?|depositos?|versements?|depots?)\b/],
  [
    'savings_goal',
    /\b(?:savings goals?|goals?|fund|metas?|objetivos?|objectifs?|cagnotte|tirelire|hucha|fondo|fonds)\b/,
  ],
  ['budget', /\b(?:budgets?|presupuestos?)\b/],
  [
    'income',
    /\b(?:income|incomes|earnings|revenue|salary|paycheck|pension|ingresos?|sueldo|salario|nomina|pension|revenus?|salaire|paie|retraite)\b/,
  ],
  ['expense', /\b(?:expenses?|purchases?|transactions?|gastos?|depenses?|achats?)\b/],
];

/** The kind of record the words name, or null when none is named. */
export function kindIn(text: string): PamRecordKind | null {
  for (const [kind, re] of KIND_WORDS) if (re.test(text)) return kind;
  return null;
}

/** Nouns of the other families: "delete the trip", "remove the awning from storage" are theirs. */
export const OTHER_FAMILY =
  /\b(?:trips?|posts?|photos?|messages?|friends?|groups?|items?|cart|orders?|rigs?|vehicles?|vans?|fill-?ups?|services?|checklists?|listings?|comments?|storage|locker|viajes?|publicacion\w*|fotos?|mensajes?|amig\w+|grupos?|articulos?|carrito|pedidos?|vehiculos?|voyages?|publications?|amis?|groupes?|articles?|panier|commandes?|vehicules?|rangement|casier|plein|vidange|service|entretien|mantenimiento|maintenance)\b/;

/** Ordinals that pick from a numbered list ("the second one", "el segundo", "la deuxième", "number 2"). */
const ORDINALS: Array<[RegExp, number]> = [
  [/\b(?:first|1st|primero|primera|primer|premier|premiere|1er|1re)\b/, 1],
  [/\b(?:second|2nd|segundo|segunda|deuxieme|seconde|2e|2eme)\b/, 2],
  [/\b(?:third|3rd|tercero|tercera|tercer|troisieme|3e|3eme)\b/, 3],
  [/\b(?:fourth|4th|cuarto|cuarta|quatrieme|4e|4eme)\b/, 4],
  [/\b(?:fifth|5th|quinto|quinta|cinquieme|5e|5eme)\b/, 5],
  [/\b(?:sixth|6th|sexto|sexta|sixieme)\b/, 6],
];
const NUMBERED = /^(?:(?:el |la |le |number |numero |no |n |#)+)?(\d{1,2})(?: (?:please|por favor|s il te plait))?$/;
const NUMBER_WORD = /\b(?:number|numero|num|no|n|#) ?(\d{1,2})\b/;

/** The position picked in a list, or null. */
export function ordinalIn(m: PreparedMessage): number | null {
  for (const [re, n] of ORDINALS) if (re.test(m.text)) return n;
  const numbered = NUMBERED.exec(m.text) ?? NUMBER_WORD.exec(m.text);
  return numbered ? Number(numbered[1]) : null;
}

/** A currency named without an amount ("en euros", "in pounds", "c'était en dollars canadiens"). */
const CURRENCY_WORDS: Array<[RegExp, string]> = [
  [/\b(?:canadian dollars?|dolares canadienses|dollars canadiens|cad|c\$)\b/, 'CAD'],
  [/\b(?:australian dollars?|aussie dollars?|dolares australianos|dollars australiens|aud|a\$|au\$)\b/, 'AUD'],
  [/\b(?:new zealand dollars?|nz dollars?|dolares neozelandeses|dollars neo-zelandais|nzd|nz\$)\b/, 'NZD'],
  [/\b(?:swiss francs?|francs? suisses?|francos? suizos?|chf)\b/, 'CHF'],
  [/\b(?:euros?|eur|€)/, 'EUR'],
  [/\b(?:pounds?|quid|sterling|libras?|livres?|gbp|£)/, 'GBP'],
  [/\b(?:us dollars?|american dollars?|dollars?|dolares|dolar|bucks|usd|\$)/, 'USD'],
];
export function currencyWordIn(text: string): string | null {
  for (const [re, code] of CURRENCY_WORDS) if (re.test(text)) return code;
  return null;
}

/** Phrases of how often ('a month', 'al mes', 'par semaine'), to keep them out of names. */
export const RECURRENCE_PHRASE =
  /\b(?:a|per|each|every) (?:month|week|fortnight)\b|\bevery (?:2|two|other) weeks?\b|\b(?:al|por|cada) mes\b|\b(?:a la|por|cada) semana\b|\bcada (?:2|dos) semanas\b|\b(?:cada|por|a la) quincena\b|\b(?:par|chaque) (?:mois|semaine)\b|\btous les (?:mois|15 jours|quinze jours)\b|\btoutes les (?:2|deux )?semaines\b|\b(?:monthly|weekly|fortnightly|biweekly|mensual\w*|semanal\w*|quincenal\w*|mensuel\w*|hebdomadaire\w*)\b/g;

/** How often income comes back, or a budget's period. */
export function recurrenceIn(text: string): 'weekly' | 'fortnightly' | 'monthly' | null {
  if (
    /\b(?:fortnight\w*|every (?:2|two|other) weeks?|biweekly|bi-weekly|quincena\w*|quincenal\w*|cada (?:2|dos|quince|15) (?:semanas|dias)|tous les (?:15|quinze) jours|toutes les (?:2|deux) semaines|bimensuel\w*)\b/.test(
      text,
    )
  )
    return 'fortnightly';
  if (
    /\b(?:a week|per week|each week|every week|weekly|por semana|a la semana|cada semana|semanal\w*|par semaine|chaque semaine|hebdo\w*|toutes les semaines)\b/.test(
      text,
    )
  )
    return 'weekly';
  if (
    /\b(?:a month|per month|each month|every month|monthly|al mes|por mes|cada mes|mensual\w*|par mois|chaque mois|mensuel\w*|tous les mois)\b/.test(
      text,
    )
  )
    return 'monthly';
  return null;
}

/** Words that say nothing about which record is meant; what is left names it ("museum ticket", "tesco"). */
const FILLER = new Set(
  (
    'please pam can could would you i we me my our the a an of for on at in to from with that this these those it ' +
    'all every everything todos todas todo tous toutes tout clear wipe forget olvida oublie cancel anula annule ' +
    'fue fueron era eran etait cost costs coute costo costaba coutait really realmente vraiment ' +
    'last latest ultimo ultima dernier derniere moi toi montre-moi muestrame ' +
    'supprimer effacer changer modifier corriger borrar eliminar cambiar modificar corregir ' +
    'one ones and s was is were be been should have has had just also actually now instead not no yes ' +
    'delete remove erase undo scrap drop get rid take off change update edit correct fix modify adjust amend switch ' +
    'move rename make set find look up search show list display which what how much did spent spend paid ' +
    'por favor puedes podrias el la los las lo le un una unos unas mi mis nuestro nuestra de del al en con para ' +
    'que cual ese esa eso este esta esto ya y ayer hoy borra borrar elimina eliminar quita quitar cambia cambiar ' +
    'modifica corrige pon mueve busca muestra muestrame ensename gaste pague hay tengo ' +
    's il te plait tu peux pouvez vous je j ai on nous mon ma mes notre nos le la les l un une des du d de au aux ' +
    'pour sur avec ce cet cette ces ca cela qui quoi quel quelle est supprime efface enleve retire change modifie ' +
    'corrige mets passe trouve cherche montre affiche liste depense paye hier aujourd hui ' +
    // Pronouns: 'remove them' names no record (the conversation's subject, if any, is 'it').
    'them they esos esas estos estas ellos ellas eux celles ceux'
  ).split(' '),
);

/** The words that name the record: the span's words without figures, dates, verbs, kinds and little words. */
export function referenceWords(m: PreparedMessage, start = 0, end = m.text.length): string | null {
  let text = m.text.slice(start, end);
  const spans = [...m.money, ...m.numbers, ...[m.dateSpan, m.periodSpan].filter((s) => s != null)]
    .filter((s) => s.end > start && s.start < end)
    .map((s) => ({ start: Math.max(s.start, start), end: Math.min(s.end, end) }))
    .sort((a, b) => b.start - a.start);
  for (const s of spans) text = `${text.slice(0, s.start - start)} ${text.slice(s.end - start)}`;
  const kindless = KIND_WORDS.reduce((t, [, re]) => t.replace(new RegExp(re.source, 'g'), ' '), text);
  const words = kindless
    .split(/[^a-z0-9]+/)
    .filter(
      (w) => w.length > 1 && !FILLER.has(w) && !/^\d/.test(w) && !/^(?:borral|eliminal|quital|supprime-)/.test(w),
    );
  return words.length ? words.slice(0, 6).join(' ') : null;
}
