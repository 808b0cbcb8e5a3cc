import type { PamToolArgs } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import type { IntentMatcher } from './prepared-message.ts';
import { groupAt } from './social-group-roles-intents.ts';
import { core, cut, said, subjectOf, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';

/**
 * A group's rules (reading them, setting them) and its reports (which are open, what a moderator does with one), in
 * English, Spanish and French.
 */

const RULES = '(?:rules|guidelines|normas|reglas|regles|reglement)';
const OF_GROUP = "(?:of|for|in|de|del|de la|de l'|du|des)";

/** The group named by capture group `i` of `hit` (a match on `core`), or the one the conversation is about. */
const groupOf = (s: Said, ctx: EngineContext, hit: RegExpExecArray, i: number) => {
  const at = hit.indices?.[i];
  if (!at) {
    const g = subjectOf(ctx, 'group');
    return g ? { id: g.id } : null;
  }
  return groupAt(s, ctx, at[0], at[1]);
};

const READ_RULES: RegExp[] = [
  new RegExp(
    `^(?:what are|what're|show(?: me)?|tell me|read(?: me)?|list|give me|cuales son|que dicen|dime|muestrame|ensename|lee(?:me)?|quelles sont|c'est quoi|montre(?:-moi)?|donne(?:-moi)?|lis(?:-moi)?|dis-moi|affiche)? ?(?:the |las |los |les |le )?${RULES} ${OF_GROUP} (?:the |el |le |la )?(.+?)$`,
    'd',
  ),
  /^(?:what are |show(?: me)? |tell me |read(?: me)? )?(?:the )?(.+?)(?:'s|'|s')? (?:group )?(?:rules|guidelines)$/d,
  /^(?:does|has) (.+?) (?:have|got) (?:any )?(?:rules|guidelines)$/d,
];

/** "what are the Boondockers rules?", "¿cuáles son las normas del grupo …?", "quelles sont les règles du groupe …". */
const readRules: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[?.!]+$/, '');
  for (const re of READ_RULES) {
    const hit = re.exec(c);
    if (!hit) continue;
    // "the rules of X are: …" sets them (setRules).
    if (/:|\b(?:are|son|sont|should be|seran|seront)\b/.test(hit[1]!)) return null;
    const group = groupOf(s, ctx, hit, 1);
    if (!group) return null;
    return tool({ name: 'group_rules', args: group }, /\b(?:group|grupo|groupe)\b/.test(c) ? 0.95 : 0.93);
  }
  return null;
};

const SET_RULES: RegExp[] = [
  new RegExp(
    `^(?:set|change|update|make|replace|write|pon(?:er)?|cambia(?:r)?|fija(?:r)?|establece(?:r)?|actualiza(?:r)?|escribe|mets|mettre|change(?:r)?|modifie(?:r)?|fixe(?:r)?|definis|remplace(?:r)?|ecris) (?:the |las |les )?${RULES} ${OF_GROUP} (?:the |el |le |la )?(.+?)(?: (?:to|as|a|como|por|en|par))? ?: (.+)$`,
    'd',
  ),
  new RegExp(
    `^(?:set|change|update|make|replace|pon(?:er)?|cambia(?:r)?|fija(?:r)?|establece(?:r)?|actualiza(?:r)?|mets|change(?:r)?|modifie(?:r)?|fixe(?:r)?|remplace(?:r)?) (?:the |las |les )?${RULES} ${OF_GROUP} (?:the |el |le |la )?(.+?) (?:to|as|a|como|por|en|par) (.+)$`,
    'd',
  ),
  /^(?:set|change|update) (?:the )?(.+?)(?:'s|')? (?:group )?rules (?:to|as):? (.+)$/d,
  new RegExp(
    `^(?:the |las |les )?${RULES} ${OF_GROUP} (?:the |el |le |la )?(.+?) (?:are|should be|son|seran|sont|seront) ?:? (.+)$`,
    'd',
  ),
];

const CLEAR_RULES = new RegExp(
  `^(?:remove|clear|delete|erase|quita(?:r)?|borra(?:r)?|elimina(?:r)?|supprime(?:r)?|efface(?:r)?|retire(?:r)?) (?:all )?(?:the |las |les )?${RULES} ${OF_GROUP} (?:the |el |le |la )?(.+?)$`,
  'd',
);

/** "set the rules of Boondockers to: be kind", "las normas del grupo X son: …", "supprime les règles du groupe X". */
const setRules: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  for (const re of SET_RULES) {
    const hit = re.exec(c);
    if (!hit) continue;
    const group = groupOf(s, ctx, hit, 1);
    const at = hit.indices![2]!;
    const rules = cut(s, at[0], at[1]);
    if (!group || !rules) return null;
    const args: PamToolArgs<'set_group_rules'> = { ...group, rules };
    return tool({ name: 'set_group_rules', args }, 0.95);
  }
  const clear = CLEAR_RULES.exec(c.replace(/[?.!]+$/, ''));
  const group = clear && groupOf(s, ctx, clear, 1);
  return group ? tool({ name: 'set_group_rules', args: { ...group, rules: '' } }, 0.97) : null;
};

const REPORTS = '(?:reports?|denuncias?|reportes?|signalements?)';
const READ_REPORTS = new RegExp(
  `^(?:any|are there(?: any)?|show(?: me)?|list|check|see|what are the|what|hay(?: alguna?s?)?|muestrame(?: las)?|ver(?: las)?|lista(?: las)?|revisa(?: las)?|que|y a-t-il(?: des)?|il y a(?: des)?|des|montre(?:-moi)?(?: les)?|affiche(?: les)?|liste(?: les)?|quels sont les)? ?(?:the |las |les )?(?:open |new |pending )?${REPORTS}(?: (?:abiertas?|pendientes?|nuevas?|en attente))? (?:in|for|on|en|de|del|dans|du|pour|sur) (?:the |el |le |la )?(.+?)$`,
  'd',
);

/** "any reports in Boondockers?", "¿hay denuncias en el grupo …?", "des signalements dans le groupe … ?". */
const readReports: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const hit = READ_REPORTS.exec(core(s).replace(/[?.!]+$/, ''));
  const group = hit && groupOf(s, ctx, hit, 1);
  return group ? tool({ name: 'group_reports', args: group }, 0.94) : null;
};

type Action = PamToolArgs<'act_on_group_report'>['action'];
const CONTENT = '(?:post|comment|publicacion|comentario|publication|commentaire|message|mensaje)';
const ACT: Array<[RegExp, Action]> = [
  [
    new RegExp(
      `^(?:dismiss|reject|ignore|close|drop|desestima(?:r)?|descarta(?:r)?|rechaza(?:r)?|ignora(?:r)?|cierra(?:r)?|rejette(?:r)?|ignore(?:r)?|classe(?:r)?|ferme(?:r)?|ecarte(?:r)?) (?:the |la |le )?${REPORTS} (?:on|about|against|of|sobre|de|contra|concernant|sur|contre) (?:the |la |le |l')?(?:${CONTENT} (?:by|from|of|de|du) )?(.+?)(?:'s)?(?: ${CONTENT})?(?: (?:in|en|dans) (.+))?$`,
      'd',
    ),
    'dismiss',
  ],
  [
    new RegExp(
      `^(?:hide|oculta(?:r)?|masque(?:r)?) (?:the |la |le )?(?:reported ${CONTENT}|${CONTENT} (?:denunciad[oa]|signale(?:e)?)) (?:by|from|of|de|du) (.+?)(?: (?:in|en|dans) (.+))?$`,
      'd',
    ),
    'hide',
  ],
  [/^hide (.+?)'s reported (?:post|comment)(?: in (.+))?$/d, 'hide'],
  [
    new RegExp(
      `^(?:warn|advierte(?: a)?|adviertele a|avertis|averti(?:r)?|previens) (.+?) (?:about|over|for|por|sobre|pour|au sujet du|a propos du) (?:the |their |his |her |la |su |le |son )?(?:${REPORTS}|reported ${CONTENT})(?: (?:in|en|dans) (.+))?$`,
      'd',
    ),
    'warn',
  ],
];

/** "dismiss the report on Sam's post", "desestima la denuncia sobre Sam", "rejette le signalement sur Paul". */
const actOnReport: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[?.!]+$/, '');
  for (const [re, action] of ACT) {
    const hit = re.exec(c);
    if (!hit) continue;
    const at = hit.indices![1]!;
    const author = cut(s, at[0], at[1]).replace(/['’]s$/i, '');
    const group = groupOf(s, ctx, hit, 2) ?? (hit[2] === undefined ? {} : null);
    if (!group || author.length < 2) return null;
    const args: PamToolArgs<'act_on_group_report'> = { ...group, action, author };
    return tool({ name: 'act_on_group_report', args }, 0.95);
  }
  return null;
};

export const socialGroupRulesMatchers: IntentMatcher[] = [readRules, setRules, readReports, actOnReport];
