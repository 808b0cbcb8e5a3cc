/** The period a message names: this or last week, month or year, the last n days, since a day, a named month. */
import { addDays, addMonths, periodBefore, periodOf, yearOf } from '@ww/contracts';
import {
  FULL_MONTH_RE,
  iso,
  MONTH_RE,
  MONTHS,
  pastWeekday,
  WEEKDAY_ANY_RE,
  WEEKDAYS,
  type Span,
} from './prepare-dates.ts';
import { countOf, SMALL_NUMBER_RE } from './prepare-numbers.ts';
import type { PeriodMention } from './prepared-message.ts';

// Every pattern here is anchored on words and uses bounded repetition only: a message is matched in linear time.

export type PeriodFound = Span & { period: PeriodMention };

function monthPeriod(year: number, month: number): PeriodMention {
  const p = periodOf('month', iso(year, month, 1));
  return { from: p.start, to: p.end, label: `month:${iso(year, month, 1).slice(0, 7)}` };
}
/** A month named without a year: the latest one that has begun. */
function latestMonth(today: string, month: number): PeriodMention {
  const year = Number(today.slice(0, 4));
  return monthPeriod(month > Number(today.slice(5, 7)) ? year - 1 : year, month);
}

export function findPeriod(text: string, today: string): PeriodFound | null {
  const week = periodOf('week', today);
  const lastWeek = periodBefore('week', today, 1);
  const month = periodOf('month', today);
  const lastMonth = periodBefore('month', today, 1);
  const year = yearOf(today);
  const lastYear = yearOf(addDays(year.start, -1));
  const saturday = addDays(week.start, 5);
  const span = (from: string, to: string, label: string): PeriodMention => ({ from, to, label });
  const rules: Array<[RegExp, (m: RegExpExecArray) => PeriodMention | null]> = [
    [
      new RegExp(
        `\\b(?:last|past|previous|los ultimos|las ultimas|ultimos|ultimas|(?<!tous |toutes )les|ces) (${SMALL_NUMBER_RE}) (days?|dias?|jours?|weeks?|semanas?|semaines?|months?|meses|mes|mois)(?: derniers| dernieres)?\\b|\\b(?:les|ces|des|aux) (${SMALL_NUMBER_RE}) derni(?:ers|eres) (jours|semaines|mois)\\b`,
      ),
      (m) => {
        const n = countOf((m[1] ?? m[3])!);
        const unit = (m[2] ?? m[4])!;
        if (!(n >= 1 && n <= 366)) return null;
        if (/^(?:d|j)/.test(unit)) return span(addDays(today, -(n - 1)), today, `last_${n}_days`);
        if (/^(?:w|sem)/.test(unit)) return span(addDays(today, -(7 * n - 1)), today, `last_${n * 7}_days`);
        return span(addDays(addMonths(today, -n), 1), today, `last_${n}_months`);
      },
    ],
    [/\bpast week\b|\bultimos siete dias\b/, () => span(addDays(today, -6), today, 'last_7_days')],
    [/\bpast month\b/, () => span(addDays(addMonths(today, -1), 1), today, 'last_1_months')],
    [/\bpast year\b/, () => span(addDays(addMonths(today, -12), 1), today, 'last_12_months')],
    [
      /\blast weekend\b|\bfin de semana pasado\b|\b(?:le |ce )?week-?end dernier\b/,
      () => span(addDays(lastWeek.start, 5), lastWeek.end, 'last_weekend'),
    ],
    [
      /\b(?:this )?weekend\b|\beste fin de semana\b|\bfin de semana\b|\bce week-?end\b|\bweek-?end\b/,
      () => span(saturday, week.end, 'this_weekend'),
    ],
    [
      /\blast week\b|\bprevious week\b|\b(?:la )?semana (?:pasada|anterior)\b|\bsemaine (?:derniere|passee)\b|\bderniere semaine\b/,
      () => span(lastWeek.start, lastWeek.end, 'last_week'),
    ],
    [/\bthis week\b|\besta semana\b|\bcette semaine\b/, () => span(week.start, week.end, 'this_week')],
    [
      /\blast month\b|\bprevious month\b|\bmes (?:pasado|anterior)\b|\b(?:le )?mois (?:dernier|passe|precedent)\b/,
      () => span(lastMonth.start, lastMonth.end, 'last_month'),
    ],
    [
      /\bthis month\b|\beste mes\b|\bce mois\b|\bdu mois\b|\bcurrent month\b|\bmonth so far\b|\bso far this month\b|\ben lo que va del mes\b/,
      () => span(month.start, month.end, 'this_month'),
    ],
    [
      /\blast year\b|\bprevious year\b|\bano (?:pasado|anterior)\b|\b(?:l )?annee (?:derniere|passee)\b/,
      () => span(lastYear.start, lastYear.end, `year:${lastYear.start.slice(0, 4)}`),
    ],
    [
      /\bthis year\b|\byear to date\b|\bytd\b|\beste ano\b|\bcette annee\b|\ben lo que va del ano\b/,
      () => span(year.start, year.end, `year:${year.start.slice(0, 4)}`),
    ],
    [
      new RegExp(
        `\\b(?:since|desde(?: el)?|depuis(?: le)?) (${WEEKDAY_ANY_RE})\\b|\\b(?:since|desde|depuis) (?:the (?:start|beginning) of|(?:el )?(?:inicio|principio|principios|comienzo) de|(?:le )?debut d)(?:u| the| el| la| l)? (week|month|year|semana|mes|ano|semaine|mois|annee)\\b`,
      ),
      (m) => {
        if (m[1]) return span(pastWeekday(today, WEEKDAYS[m[1]]!, false), today, `since:${m[1]}`);
        const unit = m[2]!;
        const from = /^(?:week|semana|semaine)$/.test(unit)
          ? week.start
          : /^(?:month|mes|mois)$/.test(unit)
            ? month.start
            : year.start;
        return span(from, today, `since:${from}`);
      },
    ],
    [
      new RegExp(
        `\\b(?:since|desde|depuis)(?: (?:the )?(?:start|beginning) of| (?:el )?(?:inicio|principio|principios|comienzo) de| (?:le )?debut(?: de| d)?| le mois d| el mes de)? (${FULL_MONTH_RE})\\b(?: (?:de |del )?(\\d{4})\\b)?`,
      ),
      (m) => {
        const month = m[2] ? monthPeriod(Number(m[2]), MONTHS[m[1]!]!) : latestMonth(today, MONTHS[m[1]!]!);
        return month.from > today ? null : span(month.from, today, `since:${month.from}`);
      },
    ],
    [
      new RegExp(
        `\\b(?:in|during|for|en|durante|pour|au mois de|el mes de|mes de|en el mes de|de) (${MONTH_RE})\\b(?: (?:de |del )?(\\d{4})\\b)?`,
      ),
      (m) => {
        const mo = MONTHS[m[1]!]!;
        // 'en mar' is at sea.
        if (m[1] === 'mar' && !m[2]) return null;
        return m[2] ? monthPeriod(Number(m[2]), mo) : latestMonth(today, mo);
      },
    ],
    [
      new RegExp(`\\b(${FULL_MONTH_RE})\\b(?: (?:de |del )?(\\d{4})\\b)?`),
      (m) => (m[2] ? monthPeriod(Number(m[2]), MONTHS[m[1]!]!) : latestMonth(today, MONTHS[m[1]!]!)),
    ],
    [
      /\b(?:in|en|for|durante|pour) (20\d\d)\b/,
      (m) => {
        const y = yearOf(`${m[1]}-01-01`);
        return span(y.start, y.end, `year:${m[1]}`);
      },
    ],
  ];
  for (const [re, resolve] of rules) {
    const m = re.exec(text);
    if (!m) continue;
    const period = resolve(m);
    if (period) return { start: m.index, end: m.index + m[0].length, period };
  }
  return null;
}
