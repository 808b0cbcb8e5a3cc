import { describe, expect, it } from 'vitest';
import type { EngineContext } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { normaliseText, prepareMessage, readChatNumber } from './prepare.ts';

// Wednesday 18 March 2026: weeks start on Monday 16 March.
const ctx = engineContext();
const prep = (text: string, over: Partial<EngineContext> = {}) => prepareMessage(text, { ...ctx, ...over });

describe('normaliseText', () => {
  it.each([
    ['Gasté 60 dólares en gasolina HOY', 'gaste 60 dolares en gasolina hoy'],
    ['J’ai dépensé 25 € au café', 'j ai depense 25 € au cafe'],
    ['I spnet 45 dollers on deisel', 'i spent 45 dollars on diesel'],
    ['how is my buget?', 'how is my budget'],
    ['yesterdy i paid $12.50.', 'yesterday i paid $12.50'],
    ['aujourdhui', 'aujourd hui'],
    ["my rig is 35' long", 'my rig is 35 ft long'],
    ['Ça marche', 'ca marche'],
    ['  lots   of\tspace ', 'lots of space'],
    ['presupesto de comida', 'presupuesto de comida'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it('caps what it reads at the message limit', () => {
    expect(normaliseText('a '.repeat(5_000)).length).toBeLessThanOrEqual(2_000);
  });
});

describe('language', () => {
  it.each([
    ['I spent $45 on diesel today', 'en'],
    ['how much did I spend last month', 'en'],
    ['Gasté 60 dólares en gasolina hoy', 'es'],
    ['cuanto gaste en comida esta semana', 'es'],
    ['¿cómo va mi presupuesto?', 'es'],
    ["J'ai dépensé 25 euros au restaurant", 'fr'],
    ['combien j ai depense ce mois ci', 'fr'],
    ['où en est mon budget', 'fr'],
    ['en mars', 'fr'],
    ['en marzo', 'es'],
    ['schedule a tyre rotation every 8,000 miles', 'en'],
    // Short requests of the further tools, told by their own words.
    ['montre mes derniers pleins', 'fr'],
    ['mes campings', 'fr'],
    ['quoi de neuf ?', 'fr'],
    ['que disent les gens du Lac Bleu ?', 'fr'],
    ['qui ai-je bloqué ?', 'fr'],
    ['¿tengo notificaciones?', 'es'],
    ['oculta la publicación de Sam en Boondockers', 'es'],
    ['muestra mis últimas cargas', 'es'],
    ['¿quiénes están en el grupo?', 'es'],
    // Upkeep and stowing: 'la' and 'de' are both languages' words ('programa la revisión…' was read as French).
    ['programa la revisión de frenos cada 20.000 km', 'es'],
    ['guarda la manguera en el maletero', 'es'],
    ['range le tuyau dans le coffre', 'fr'],
    ['convertis 120 livres en dollars australiens', 'fr'],
    ['convierte 50 libras a euros', 'es'],
    ['la glacière pèse 9 kg', 'fr'],
    ['la caisse à outils pèse 15 kg', 'fr'],
  ] as const)('%s → %s', (text, language) => {
    expect(prep(text).language).toBe(language);
  });

  it('reads an English thousands separator in an upkeep request as one (it was taken for French: 8)', () => {
    expect(
      prep('schedule a tyre rotation every 8,000 miles', { language: 'fr' }).numbers.map((n) => n.value),
    ).toContain(8000);
  });

  it("falls back to the context's language when nothing tells", () => {
    expect(prep('45', { language: 'fr' }).language).toBe('fr');
    expect(prep('ok', { language: 'es' }).language).toBe('es');
  });
});

describe('readChatNumber', () => {
  it.each([
    ['45', 'en', 45],
    ['45.50', 'en', 45.5],
    ['45,50', 'es', 45.5],
    ['45,5', 'fr', 45.5],
    ['1,234.56', 'en', 1234.56],
    ['1.234,56', 'es', 1234.56],
    ['1.234,56', 'en', 1234.56],
    ['45,200', 'en', 45200],
    ['1.500', 'es', 1500],
    ['52 000', 'fr', 52000],
    ['1 234,50', 'fr', 1234.5],
    ['1,000,000', 'en', 1000000],
  ] as const)('%s in %s is %d', (raw, language, value) => {
    expect(readChatNumber(raw, language)).toBe(value);
  });
});

describe('money', () => {
  it.each([
    ['I spent $45 on diesel', 45, 'USD'],
    ['45$ gas', 45, 'USD'],
    ['45 dollars', 45, 'USD'],
    ['45 dólares', 45, 'USD'],
    ['45 dolares', 45, 'USD'],
    ['45 bucks', 45, 'USD'],
    ['45bucks', 45, 'USD'],
    ['45 euros', 45, 'EUR'],
    ['45€', 45, 'EUR'],
    ['€45', 45, 'EUR'],
    ['45 €', 45, 'EUR'],
    ['£20', 20, 'GBP'],
    ['20 pounds', 20, 'GBP'],
    ['20 quid', 20, 'GBP'],
    ['20 libras', 20, 'GBP'],
    ['20 livres sterling', 20, 'GBP'],
    ['CAD 30', 30, 'CAD'],
    ['30 CAD', 30, 'CAD'],
    ['C$30', 30, 'CAD'],
    ['A$ 120', 120, 'AUD'],
    ['AUD 120', 120, 'AUD'],
    ['NZ$55', 55, 'NZD'],
    ['55 NZD', 55, 'NZD'],
    ['GBP 10', 10, 'GBP'],
    ['10 usd', 10, 'USD'],
    ['US$10', 10, 'USD'],
    ['50 dollars canadiens', 50, 'CAD'],
    ['50 dólares canadienses', 50, 'CAD'],
    ['50 canadian dollars', 50, 'CAD'],
    ['50 australian dollars', 50, 'AUD'],
    ['$1,234.56', 1234.56, 'USD'],
    ['1.234,56 €', 1234.56, 'EUR'],
    ['45,50 euros', 45.5, 'EUR'],
    ['12,5 €', 12.5, 'EUR'],
    ['$45,200', 45200, 'USD'],
    ['52 000 €', 52000, 'EUR'],
    ['5 000 euros', 5000, 'EUR'],
  ] as const)('%s → %d %s', (text, amount, currency) => {
    const p = prep(text, { language: /[€]|euros|livres|canadiens|dólares/.test(text) ? 'fr' : 'en' });
    expect(p.money.map((m) => [m.amount, m.currency])).toEqual([[amount, currency]]);
  });

  it("reads a bare dollar sign or word in the user's own dollars", () => {
    expect(prep('$45', { currency: 'CAD' }).money[0]?.currency).toBe('CAD');
    expect(prep('45 dollars', { currency: 'AUD' }).money[0]?.currency).toBe('AUD');
    expect(prep('$45', { currency: 'EUR' }).money[0]?.currency).toBe('USD');
  });

  it('leaves a number without a currency out of money (a matcher decides whether it is one)', () => {
    const p = prep('I spent 45 on food');
    expect(p.money).toEqual([]);
    expect(p.numbers.map((n) => [n.value, n.unit])).toEqual([[45, null]]);
  });

  it('finds several amounts in order, with where they are in the text', () => {
    const p = prep('paid $20 and then 15 euros');
    expect(p.money.map((m) => [m.amount, m.currency, p.text.slice(m.start, m.end)])).toEqual([
      [20, 'USD', '$20'],
      [15, 'EUR', '15 euros'],
    ]);
  });

  it('does not read dates, times or ordinals as amounts', () => {
    expect(prep('on 12 March I paid 12 bucks').money.map((m) => m.amount)).toEqual([12]);
    expect(prep('2026-03-12 $30').money.map((m) => m.amount)).toEqual([30]);
    expect(prep('at 5:30 i paid 8 dollars').money.map((m) => m.amount)).toEqual([8]);
    expect(prep('at 5pm').numbers).toEqual([]);
    expect(prep('the 3rd').numbers).toEqual([]);
  });
});

describe('numbers with units', () => {
  it.each([
    ['300 km', 300, 'km'],
    ['300km', 300, 'km'],
    ['300 kms', 300, 'km'],
    ['300 kilometres', 300, 'km'],
    ['300 kilómetros', 300, 'km'],
    ['200 miles', 200, 'mi'],
    ['200 mi', 200, 'mi'],
    ['200 millas', 200, 'mi'],
    ['45,200 km', 45200, 'km'],
    ['52 000 km', 52000, 'km'],
    ['60 litres', 60, 'l'],
    ['60 liters', 60, 'l'],
    ['60 litros', 60, 'l'],
    ['60L', 60, 'l'],
    ['12.5 gallons', 12.5, 'gal'],
    ['12 gal', 12, 'gal'],
    ['35 ft', 35, 'ft'],
    ['35 feet', 35, 'ft'],
    ["35'", 35, 'ft'],
    ['11 m', 11, 'm'],
    ['11 metres', 11, 'm'],
    ['10 metros', 10, 'm'],
    ['80%', 80, '%'],
    ['5 days', 5, 'days'],
    ['5 días', 5, 'days'],
    ['5 jours', 5, 'days'],
    ['3 nights', 3, 'nights'],
    ['7 hours', 7, 'h'],
  ] as const)('%s → %d %s', (text, value, unit) => {
    expect(prep(text).numbers.map((n) => [n.value, n.unit])).toEqual([[value, unit]]);
  });

  it('reads decimal commas in Spanish and French', () => {
    expect(prep('llené 45,5 litros', { language: 'es' }).numbers[0]?.value).toBe(45.5);
    expect(prep("j'ai mis 45,5 litres").numbers[0]?.value).toBe(45.5);
  });
});

describe('date', () => {
  it.each([
    ['I spent $45 on diesel today', '2026-03-18'],
    ['yesterday', '2026-03-17'],
    ['ysterday', '2026-03-17'],
    ['last night', '2026-03-17'],
    ['the day before yesterday', '2026-03-16'],
    ['day before yesterday', '2026-03-16'],
    ['hoy', '2026-03-18'],
    ['ayer', '2026-03-17'],
    ['anteayer', '2026-03-16'],
    ['anoche', '2026-03-17'],
    ["aujourd'hui", '2026-03-18'],
    ['aujourdhui', '2026-03-18'],
    ['hier', '2026-03-17'],
    ['hier soir', '2026-03-17'],
    ['avant-hier', '2026-03-16'],
    ['avant hier', '2026-03-16'],
    ['this morning', '2026-03-18'],
    ['esta mañana', '2026-03-18'],
    ['ce matin', '2026-03-18'],
    ['tomorrow', '2026-03-19'],
    ['mañana', '2026-03-19'],
    ['demain', '2026-03-19'],
    ['last friday', '2026-03-13'],
    ['on friday', '2026-03-13'],
    ['last wednesday', '2026-03-11'],
    ['on wednesday', '2026-03-18'],
    ['on monday', '2026-03-16'],
    ['el lunes pasado', '2026-03-16'],
    ['el viernes', '2026-03-13'],
    ['vendredi dernier', '2026-03-13'],
    ['lundi', '2026-03-16'],
    ['le samedi', '2026-03-14'],
    ['next friday', '2026-03-20'],
    ['vendredi prochain', '2026-03-20'],
    ['el próximo lunes', '2026-03-23'],
    ['3 days ago', '2026-03-15'],
    ['two days ago', '2026-03-16'],
    ['a week ago', '2026-03-11'],
    ['hace 3 días', '2026-03-15'],
    ['hace una semana', '2026-03-11'],
    ['il y a 2 jours', '2026-03-16'],
    ['on 12 March', '2026-03-12'],
    ['12th of March', '2026-03-12'],
    ['March 12', '2026-03-12'],
    ['march 12th, 2025', '2025-03-12'],
    ['el 3 de marzo', '2026-03-03'],
    ['3 de marzo de 2025', '2025-03-03'],
    ['le 3 mars', '2026-03-03'],
    ['le 1er mars', '2026-03-01'],
    ['2026-03-12', '2026-03-12'],
    ['on the 10th', '2026-03-10'],
    ['on the 25th', '2026-02-25'],
    ['el día 5', '2026-03-05'],
    ['28 December', '2025-12-28'],
    ['12.03.2026', '2026-03-12'],
  ] as const)('%s → %s', (text, date) => {
    expect(prep(text).date).toBe(date);
  });

  it('reads 12/03 day first outside the United States, month first for US dollars in English', () => {
    expect(prep('12/03', { currency: 'EUR' }).date).toBe('2026-03-12');
    expect(prep('el 12/03', { language: 'es', currency: 'USD' }).date).toBe('2026-03-12');
    expect(prep('03/12', { currency: 'USD' }).date).toBe('2026-03-12');
    expect(prep('25/02', { currency: 'USD' }).date).toBe('2026-02-25');
  });

  it('finds no date where none is named', () => {
    expect(prep('I spent 45 on diesel').date).toBeNull();
    expect(prep('set my budget to 400 a month').date).toBeNull();
    expect(prep('ça marche').date).toBeNull();
    expect(prep('todas mis facturas').date).toBeNull();
  });
});

describe('period', () => {
  it.each([
    ['today', '2026-03-18', '2026-03-18', 'today'],
    ['yesterday', '2026-03-17', '2026-03-17', 'day:2026-03-17'],
    ['this week', '2026-03-16', '2026-03-22', 'this_week'],
    ['esta semana', '2026-03-16', '2026-03-22', 'this_week'],
    ['cette semaine', '2026-03-16', '2026-03-22', 'this_week'],
    ['last week', '2026-03-09', '2026-03-15', 'last_week'],
    ['la semana pasada', '2026-03-09', '2026-03-15', 'last_week'],
    ['la semaine dernière', '2026-03-09', '2026-03-15', 'last_week'],
    ['this month', '2026-03-01', '2026-03-31', 'this_month'],
    ['este mes', '2026-03-01', '2026-03-31', 'this_month'],
    ['ce mois-ci', '2026-03-01', '2026-03-31', 'this_month'],
    ['last month', '2026-02-01', '2026-02-28', 'last_month'],
    ['el mes pasado', '2026-02-01', '2026-02-28', 'last_month'],
    ['le mois dernier', '2026-02-01', '2026-02-28', 'last_month'],
    ['this year', '2026-01-01', '2026-12-31', 'year:2026'],
    ['este año', '2026-01-01', '2026-12-31', 'year:2026'],
    ['cette année', '2026-01-01', '2026-12-31', 'year:2026'],
    ['last year', '2025-01-01', '2025-12-31', 'year:2025'],
    ["l'année dernière", '2025-01-01', '2025-12-31', 'year:2025'],
    ['el año pasado', '2025-01-01', '2025-12-31', 'year:2025'],
    ['in March', '2026-03-01', '2026-03-31', 'month:2026-03'],
    ['en marzo', '2026-03-01', '2026-03-31', 'month:2026-03'],
    ['en mars', '2026-03-01', '2026-03-31', 'month:2026-03'],
    ['in January', '2026-01-01', '2026-01-31', 'month:2026-01'],
    ['in June', '2025-06-01', '2025-06-30', 'month:2025-06'],
    ['in may', '2025-05-01', '2025-05-31', 'month:2025-05'],
    ['february 2025', '2025-02-01', '2025-02-28', 'month:2025-02'],
    ['this weekend', '2026-03-21', '2026-03-22', 'this_weekend'],
    ['ce week-end', '2026-03-21', '2026-03-22', 'this_weekend'],
    ['last weekend', '2026-03-14', '2026-03-15', 'last_weekend'],
    ['el fin de semana pasado', '2026-03-14', '2026-03-15', 'last_weekend'],
    ['last 30 days', '2026-02-17', '2026-03-18', 'last_30_days'],
    ['past 7 days', '2026-03-12', '2026-03-18', 'last_7_days'],
    ['los últimos 30 días', '2026-02-17', '2026-03-18', 'last_30_days'],
    ['les 30 derniers jours', '2026-02-17', '2026-03-18', 'last_30_days'],
    ['last 2 weeks', '2026-03-05', '2026-03-18', 'last_14_days'],
    ['last 3 months', '2025-12-19', '2026-03-18', 'last_3_months'],
    ['since Monday', '2026-03-16', '2026-03-18', 'since:2026-03-16'],
    ['desde el lunes', '2026-03-16', '2026-03-18', 'since:2026-03-16'],
    ['depuis lundi', '2026-03-16', '2026-03-18', 'since:2026-03-16'],
    ['since March 3', '2026-03-03', '2026-03-18', 'since:2026-03-03'],
    ['in 2025', '2025-01-01', '2025-12-31', 'year:2025'],
    ['el 3 de marzo', '2026-03-03', '2026-03-03', 'day:2026-03-03'],
  ] as const)('%s → %s..%s', (text, from, to, label) => {
    expect(prep(text).period).toEqual({ from, to, label });
  });

  it('resolves weeks from Monday whatever the day', () => {
    expect(prep('this week', { today: '2026-03-22' }).period).toMatchObject({ from: '2026-03-16', to: '2026-03-22' });
    expect(prep('this week', { today: '2026-03-16' }).period).toMatchObject({ from: '2026-03-16', to: '2026-03-22' });
    expect(prep('last month', { today: '2026-01-10' }).period).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('finds no period where none is named', () => {
    expect(prep('how is my budget').period).toBeNull();
    expect(prep('I spent 45 on diesel').period).toBeNull();
  });
});

describe('whole messages', () => {
  it.each([
    ['I spent $45 on diesel today', 'en', [45, 'USD'], '2026-03-18'],
    ['Gasté 60 dólares en gasolina hoy', 'es', [60, 'USD'], '2026-03-18'],
    ["J'ai dépensé 25 euros au restaurant hier", 'fr', [25, 'EUR'], '2026-03-17'],
    ['gaste 45,50 € en el super ayer', 'es', [45.5, 'EUR'], '2026-03-17'],
    ['depense 12 euro cafe avant hier', 'fr', [12, 'EUR'], '2026-03-16'],
    ['spnet 30 dollers on groceries yesterdy', 'en', [30, 'USD'], '2026-03-17'],
  ] as const)('%s', (text, language, [amount, currency], date) => {
    const p = prep(text);
    expect(p.language).toBe(language);
    expect(p.money.map((m) => [m.amount, m.currency])).toEqual([[amount, currency]]);
    expect(p.date).toBe(date);
  });
});
