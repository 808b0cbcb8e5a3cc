import { addDays } from '@ww/contracts';
import { FULL_MONTH_RE, MONTHS } from './prepare-dates.ts';
import type { PreparedMessage } from './prepared-message.ts';

/** Words of savings goals and budgets: a goal's deadline as people say it, and 'how is it going?' of either. */

const BY_MONTH = new RegExp(
  `\\b(?:by|before|until|para|antes de|hasta|d ici|avant|pour) (?:(?:the )?end of |fin de |fines de |la fin )?(?:el mes de |le mois de )?(?:next |proximo |el proximo |prochain |le prochain )?(${FULL_MONTH_RE})(?: (?:prochain|proximo|que viene))?(?: (?:de )?(\\d{4}))?\\b`,
);
/** 'by summer', 'antes del verano', 'd'ici l'été': the day before the season starts (southern seasons for AU and NZ). */
const BY_SEASON =
  /\b(?:by|before|until|para|antes de|antes del|hasta|hasta el|d ici|avant|pour)(?: the| el| l| le)? (?:next |proximo |prochain )?(summer|winter|spring|autumn|fall|verano|invierno|primavera|otono|ete|hiver|printemps|automne)\b/;
const SEASON_STARTS: Record<string, [north: string, south: string]> = {
  spring: ['03-20', '09-01'],
  summer: ['06-20', '12-01'],
  autumn: ['09-22', '03-01'],
  winter: ['12-21', '06-01'],
};
const SEASON_OF: Record<string, string> = {
  summer: 'summer',
  verano: 'summer',
  ete: 'summer',
  winter: 'winter',
  invierno: 'winter',
  hiver: 'winter',
  spring: 'spring',
  primavera: 'spring',
  printemps: 'spring',
  autumn: 'autumn',
  fall: 'autumn',
  otono: 'autumn',
  automne: 'autumn',
};

/** The deadline of a goal: a date named in the future, or the end of the next month so named ("by June"). */
export function targetDate(m: PreparedMessage, today: string, timezone: string): string | undefined {
  const season = BY_SEASON.exec(m.text);
  if (season) {
    const south = /^(?:Australia|Pacific\/(?:Auckland|Chatham))/.test(timezone);
    const start = SEASON_STARTS[SEASON_OF[season[1]!]!]![south ? 1 : 0];
    const thisYear = Number(today.slice(0, 4));
    const day = addDays(`${thisYear}-${start}`, -1);
    return day > today ? day : addDays(`${thisYear + 1}-${start}`, -1);
  }
  const byMonth = BY_MONTH.exec(m.text);
  if (byMonth) {
    const month = MONTHS[byMonth[1]!]!;
    const thisYear = Number(today.slice(0, 4));
    const year = byMonth[2] ? Number(byMonth[2]) : month >= Number(today.slice(5, 7)) ? thisYear : thisYear + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
  }
  return m.date && m.date > today ? m.date : undefined;
}

/** 'How is it going?' of the goal or budget the conversation is about. */
export const HOW_IS_IT = new RegExp(
  '^(?:(?:and|so|ok|y|et|alors|entonces)\\s+)?(?:' +
    [
      'how (?:is|s) (?:it|that|that goal|this goal|my goal|that budget|this budget|my budget) (?:going|doing|looking)',
      'how am i (?:doing|going)(?: (?:on|with) (?:it|that|this|that goal|that budget))?',
      'how are we (?:doing|going)(?: (?:on|with) (?:it|that|this))?',
      'how far along is (?:it|that)',
      '(?:am i|are we) on track',
      'how much (?:is|s) left(?: (?:in|on|of) (?:it|that))?',
      'what s left(?: (?:in|on|of) (?:it|that))?',
      'como va(?: esa meta| esta meta| ese presupuesto| este presupuesto| el presupuesto| la meta)?',
      'como voy(?: con (?:eso|ella|el|esa meta|ese presupuesto))?',
      'como vamos',
      'cuanto (?:me |nos )?queda',
      'ou en est(?:-| )(?:il|elle)',
      'ou en est (?:cet objectif|ce budget|l objectif|le budget)',
      'ou j en suis',
      'ou en suis(?:-| )je',
      'ou on en est',
      'ca avance',
      'ca se passe comment',
      'il (?:me|nous) reste combien',
      'combien (?:il )?(?:me |nous )?reste(?:-t-il)?',
    ].join('|') +
    ')$',
);
