import type { PamToolArgs } from '@ww/contracts';
import { originalSlice, type Folded } from './places.ts';
import type { IntentMatcher } from './prepared-message.ts';
import { ordinalIn } from './record-words.ts';
import { folded, has, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/** The user's own checklists edited (renamed, items added or taken off) and the run in progress discarded. */

const LEAD =
  "^(?:(?:please|pam|hey|ok|can you|could you|would you|por favor|puedes|podrias|peux-tu|pourrais-tu|tu peux|est-ce que tu peux|s'il te plait)[\\s,]+)*";
const LIST =
  /(?:^|\s)(?:checklist|check list|check-list|lista de control|lista de seguridad|lista|liste de controle|liste de securite|liste|list)(?=\s|$)/;
/** Lists that are not safety checklists. */
const OTHER_LIST =
  /\b(?:shopping|grocery|groceries|to-?do|to do|packing|wish|reading|playlist|compra|compras|tareas|deseos|equipaje|courses|taches|envies|bagages|lecture)\b/;

const ADD_TO = new RegExp(
  `${LEAD}(?:add|put|include|append|anade|agrega|pon|mete|incluye|ajoute|mets|rajoute|inclus)\\s+(.+?)\\s+(?:to|onto|on|in|into|a|al|en|dans|sur|au)\\s+(.+)$`,
);
const TAKE_OFF = new RegExp(
  `${LEAD}(?:remove|take|delete|drop|cross|strike|quita|quitame|saca|borra|elimina|retira|tacha|enleve|retire|supprime|ote|raye)\\s+(.+?)\\s+(?:(?:off|from|out of|off of|de|del|du)\\s+|d')(.+)$`,
);
const RENAME = new RegExp(
  `${LEAD}(?:rename|renombra|renomme|(?:change|cambia|cambiale|change)\\s+(?:the |el |le )?(?:name|nombre|nom)\\s+(?:of|de|du|a)\\s+)\\s*(.+?)\\s+(?:to|as|a|como|por|en|par)\\s+(.+)$`,
);

/** 'rename the departure checklist "Leaving"': the new name quoted, with no 'to'. */
const RENAME_QUOTED = new RegExp(`${LEAD}(?:rename|renombra|renomme)\\s+(.+?)\\s+(["'«“].+)$`);

/** The list's name in the user's words: 'my departure checklist' → 'departure', 'mi lista de salida' → 'salida'. */
function listName(f: Folded, start: number): string | undefined {
  const said = f.text.slice(start);
  const text = said
    .replace(/["'«»“”?!.,;:]/g, ' ')
    .replace(new RegExp(LIST.source, 'g'), (m) => ' '.repeat(m.length))
    .replace(
      /(?:^|\s)(?:my|the|our|own|called|named|mi|mis|la|el|nuestra|llamada|de|ma|mon|notre|le|du|nommee|appelee|please|por favor|s'il te plait)(?=\s|$)/g,
      (m) => ' '.repeat(m.length),
    );
  const first = text.search(/\S/);
  if (first < 0) return undefined;
  const last = text.trimEnd().length;
  return originalSlice(f, start + first, start + last).trim() || undefined;
}

/** Items as said: each quoted one, else the words split at commas ('tyres, gas and water'). */
function itemsSaid(f: Folded, start: number, end: number): string[] {
  const said = originalSlice(f, start, end).trim();
  const quoted = [...said.matchAll(/["«“']\s*([^"«»“”']+?)\s*["»”']/g)].map((m) => m[1]!.trim());
  if (quoted.length) return quoted;
  const parts = said.includes(',') ? said.split(/\s*,\s*|\s+(?:and|y|et)\s+/) : [said];
  return parts.map((p) => p.replace(/^(?:the|el|la|los|las|le|les|l')\s+/i, '').trim()).filter((p) => p.length > 0);
}

/** Where the last group of a match begins: it runs to the end of the text. */
const tailAt = (m: RegExpExecArray) => m.index + m[0].length - m[2]!.length;

const editItems: IntentMatcher = (message) => {
  if (isQuestion(message) && !/^(?:can|could|would|puedes|podrias|peux|pourrais)\b/.test(message.text)) return null;
  const f = folded(message);
  const adding = ADD_TO.exec(f.text);
  const m = adding ?? TAKE_OFF.exec(f.text);
  if (!m || !LIST.test(m[2]!.replace(/[?!.]+$/, '')) || OTHER_LIST.test(m[2]!)) return null;
  const itemsAt = m.index + m[0].indexOf(m[1]!);
  const listAt = tailAt(m);
  const items = itemsSaid(f, itemsAt, itemsAt + m[1]!.length);
  if (items.length === 0) return null;
  const args: PamToolArgs<'update_checklist'> = adding ? { add_items: items } : { remove_items: items };
  const name = listName(f, listAt);
  const check = /check|control|securite|seguridad/.test(m[2]!);
  // 'quita los fusibles de la lista': a bare 'list' is the storage list's; a checklist is named or called one.
  if (!name && !check) return null;
  if (name) args.checklist = name;
  return tool({ name: 'update_checklist', args }, check ? 0.97 : 0.9);
};

const renameChecklist: IntentMatcher = (message) => {
  const f = folded(message);
  const m = RENAME.exec(f.text) ?? RENAME_QUOTED.exec(f.text);
  if (!m || !LIST.test(m[1]!) || OTHER_LIST.test(m[1]!)) return null;
  const newAt = tailAt(m);
  const new_name = originalSlice(f, newAt, newAt + m[2]!.length)
    .replace(/^["«“'\s]+|["»”'\s.!]+$/g, '')
    .trim();
  if (!new_name) return null;
  const nameAt = m.index + m[0].indexOf(m[1]!);
  const said = listName({ ...f, text: f.text.slice(0, nameAt + m[1]!.length) }, nameAt);
  const args: PamToolArgs<'update_checklist'> = { new_name };
  if (said) args.checklist = said;
  return tool({ name: 'update_checklist', args }, 0.93);
};

/** The verb opens the request: 'stop the checklist', not 'start the night stop checklist'. */
const opening = (verbs: string) =>
  new RegExp(`${LEAD}(?:i want to |i d like to |quiero |je veux )?(?:${verbs})(?=\\s|$)`);
const DISCARD = opening(
  'discard|abandon|scrap|cancel|stop|quit|give up|throw away|ditch|bin|descarta|descartar|descartala|abandona|abandonar|' +
    'cancela|cancelar|cancelala|anula|anular|deja|dejar|tira|abandonne|abandonner|annule|annuler|arrete|arreter|laisse tomber|jette',
);
const DELETE = opening('delete|remove|erase|borra|borrar|elimina|eliminar|supprime|supprimer|efface|effacer');
const RUN = words(
  'in progress|current|run|ongoing|started|en curso|actual|empezada|iniciada|en cours|actuelle|commencee|demarree',
);
const IT = /^(?:\S+\s+)?(?:it|that|this|that one|this one|la|lo|le|ca|cela|esa|esta)$/;

const discardRun: IntentMatcher = (message, ctx) => {
  const list = LIST.test(message.text) && !OTHER_LIST.test(message.text);
  const run = has(message, RUN);
  const discard = has(message, DISCARD);
  if (ctx.subject?.kind === 'safety_run' && discard && IT.test(message.text.replace(/[.!]+$/, '')))
    return tool({ name: 'discard_checklist_run', args: {} }, 0.93);
  if (!list || isQuestion(message)) return null;
  if (discard) return tool({ name: 'discard_checklist_run', args: {} }, run ? 0.97 : 0.92);
  if (has(message, DELETE) && run) return tool({ name: 'discard_checklist_run', args: {} }, 0.97);
  return null;
};

/** "the second one" after Pam asked which checklist to change: the same change with that choice. */
const whichChecklist: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'update_checklist' || message.tokens.length > 5) return null;
  const choice = ordinalIn(message);
  if (choice === null) return null;
  return tool({ ...previous, args: { ...previous.args, choice } }, 0.88);
};

export const checklistMatchers: IntentMatcher[] = [editItems, renameChecklist, discardRun, whichChecklist];
