import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYWORDS } from './category-keywords.ts';
import {
  createCategorySuggester,
  descriptionPattern,
  historyByPattern,
  keywordCategory,
  lookupByPrefix,
} from './category-suggestions.ts';

describe('descriptionPattern', () => {
  it.each([
    ['SHELL GAS STATION', 'shell gas station'],
    ['CARD 4411 SHELL TUCSON AZ 23/05', 'shell tucson az'],
    ['SHELL 9921 TUCSON', 'shell tucson'],
    ['POS PURCHASE 05/23 KOA Campground #12', 'koa campground'],
    ['COMPRA TARJ. 5402 MERCADONA VALENCIA 12/03/2026', 'mercadona valencia'],
    ['PAGO TARJETA 1234 GASOLINERA REPSOL ALICANTE SUR', 'gasolinera repsol alicante'],
    ['CB CARREFOUR MARKET 23/05 4411', 'carrefour market'],
    ['PRLV SEPA Aire de services du Lac', 'aire de services'],
    ['Café Olé', 'cafe ole'],
    ['12/05/2026 000123', ''],
  ])('%s -> %s', (description, pattern) => {
    expect(descriptionPattern(description)).toBe(pattern);
  });

  it('keeps a description made only of bank words rather than leaving nothing', () => {
    expect(descriptionPattern('CARD PAYMENT')).toBe('payment');
  });

  it('gives a pattern back unchanged, so the web can send it as the override key', () => {
    for (const d of ['CARD 4411 SHELL TUCSON AZ 23/05', 'CB CARREFOUR MARKET', 'Petro-Canada 1234 Banff']) {
      const p = descriptionPattern(d);
      expect(descriptionPattern(p)).toBe(p);
    }
  });
});

describe('keywordCategory', () => {
  it.each([
    ['SHELL GAS STATION', 'fuel'],
    ['BP 0042 CONNECT', 'fuel'],
    ['PETRO-CANADA 1234', 'fuel'],
    ['GASOLINERA LA ROTONDA', 'fuel'],
    ['TOTALENERGIES STATION-SERVICE A7', 'fuel'],
    ['E.LECLERC STATION 23/05', 'fuel'],
    ['E.LECLERC 23/05', 'food'],
    ['Camping La Playa', 'campground'],
    ['Sunny Kampgrounds of America', 'campground'],
    ['Riverside Caravan Park', 'campground'],
    ['CAMPING WORLD #123 PARTS', 'maintenance'],
    ['TESCO STORES 3321', 'food'],
    ['LIDL SAGT DANKE', 'food'],
    ['Supermercado Mercadona', 'food'],
    ['Boulangerie Paul', 'food'],
    ['Taller Mecánico Hermanos', 'maintenance'],
    ['NETFLIX.COM', 'entertainment'],
    ['Musée du Louvre', 'entertainment'],
  ])('%s -> %s', (description, category) => {
    expect(keywordCategory(description)).toBe(category);
  });

  it('matches whole words only and gives null when no keyword is there', () => {
    expect(keywordCategory('BPX ENERGY')).toBeNull();
    expect(keywordCategory('Shellfish Shack')).toBeNull();
    expect(keywordCategory('Transfer to savings')).toBeNull();
    expect(keywordCategory('')).toBeNull();
  });

  it('finds every keyword as written, each with its one category across the languages', () => {
    for (const byCategory of Object.values(CATEGORY_KEYWORDS)) {
      for (const [category, words] of Object.entries(byCategory)) {
        for (const word of words) expect(keywordCategory(word), word).toBe(category);
      }
    }
  });
});

describe('suggestions', () => {
  it('takes the longest leading words a map holds', () => {
    const known = new Map([
      ['shell', 'fuel'],
      ['shell tucson', 'food'],
    ]);
    expect(lookupByPrefix(known, 'shell tucson az')).toBe('food');
    expect(lookupByPrefix(known, 'shell phoenix')).toBe('fuel');
    expect(lookupByPrefix(known, 'shellfish')).toBeUndefined();
    expect(lookupByPrefix(known, '')).toBeUndefined();
  });

  it("counts the user's past categories per pattern, the most frequent first, the latest on a tie, 'other' never", () => {
    const history = historyByPattern([
      { description: 'SHELL 4411 TUCSON', category: 'fuel', n: 3, last: '2026-01-05' },
      { description: 'SHELL 9921 TUCSON', category: 'food', n: 2, last: '2026-03-01' },
      { description: 'Shell Tucson', category: 'food', n: 2, last: '2026-03-02' },
      { description: 'KOA 12', category: 'campground', n: 1, last: '2026-01-01' },
      { description: 'KOA 13', category: 'entertainment', n: 1, last: '2026-02-01' },
      { description: 'Hardware store', category: 'other', n: 9, last: '2026-04-01' },
    ]);
    expect(Object.fromEntries(history)).toEqual({ 'shell tucson': 'food', koa: 'entertainment' });
  });

  it('puts the rules first, then history, then keywords', () => {
    const suggest = createCategorySuggester({
      rules: new Map([['shell tucson', 'maintenance']]),
      history: new Map([
        ['shell', 'food'],
        ['shell tucson', 'entertainment'],
      ]),
    });
    expect(suggest('SHELL 4411 TUCSON')).toEqual({ category: 'maintenance', source: 'rule' });
    expect(suggest('SHELL 12 PHOENIX')).toEqual({ category: 'food', source: 'history' });
    expect(suggest('CHEVRON 0001')).toEqual({ category: 'fuel', source: 'keyword' });
    expect(suggest('Hardware store')).toBeNull();
  });
});
