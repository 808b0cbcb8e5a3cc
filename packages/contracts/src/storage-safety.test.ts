import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.ts';
import { SAFETY_TEMPLATE_TEXTS } from './safety-template-texts.ts';
import { SAFETY_TEMPLATES, safetyRunStartSchema, towBallCheck } from './storage-safety.ts';

describe('towBallCheck', () => {
  it('gives the ball weight share and the guidance ranges in kg for the trailer', () => {
    const r = towBallCheck({
      trailer_mass_kg: 1400,
      ball_weight_kg: 100,
      tow_vehicle_kerb_kg: 1800,
      max_ball_rating_kg: 120,
      max_towing_capacity_kg: 1800,
    });
    expect(r.ball_weight_pct).toBe(7.1);
    expect(r.ranges).toEqual([
      { convention: 'uk_eu', min_pct: 7, max_pct: 10, min_kg: 98, max_kg: 140, within: true },
      { convention: 'au_us', min_pct: 8, max_pct: 12, min_kg: 112, max_kg: 168, within: false },
    ]);
    expect(r.kerb_ratio_pct).toBe(77.8);
    expect(r.kerb_rule_limit_kg).toBe(1530);
    expect(r.ball_rating_headroom_kg).toBe(20);
    expect(r.towing_capacity_headroom_kg).toBe(400);
    expect(r.warnings).toEqual([]);
  });

  it('warns about a light nose (sway), an overloaded ball and a trailer beyond the towing capacity', () => {
    const r = towBallCheck({
      trailer_mass_kg: 2000,
      ball_weight_kg: 110,
      max_ball_rating_kg: 100,
      max_towing_capacity_kg: 1900,
    });
    expect(r.ball_weight_pct).toBe(5.5);
    expect(r.warnings).toEqual(['over_ball_rating', 'over_towing_capacity', 'sway_risk']);
    expect(r.kerb_ratio_pct).toBeNull();
  });

  it('applies the 85 % kerb rule of thumb and flags a caravan heavier than the car', () => {
    expect(towBallCheck({ trailer_mass_kg: 1600, ball_weight_kg: 130, tow_vehicle_kerb_kg: 1800 }).warnings).toEqual([
      'over_kerb_rule',
    ]);
    expect(towBallCheck({ trailer_mass_kg: 2000, ball_weight_kg: 300, tow_vehicle_kerb_kg: 1800 }).warnings).toEqual([
      'above_guidance',
      'over_kerb_mass',
    ]);
  });
});

describe('safetyRunStartSchema', () => {
  it('takes exactly one source: a template or a checklist', () => {
    expect(safetyRunStartSchema.safeParse({ template_key: 'hitching' }).success).toBe(true);
    expect(safetyRunStartSchema.safeParse({}).success).toBe(false);
    expect(
      safetyRunStartSchema.safeParse({ template_key: 'weekly', checklist_id: '7d2c3a0e-4b5f-4c6d-8e9f-0a1b2c3d4e5f' })
        .success,
    ).toBe(false);
    expect(safetyRunStartSchema.safeParse({ template_key: 'bogus' }).success).toBe(false);
  });
});

describe('SAFETY_TEMPLATE_TEXTS', () => {
  it('names every built-in checklist and item in every language, and nothing else', () => {
    for (const [template, keys] of Object.entries(SAFETY_TEMPLATES)) {
      const texts = SAFETY_TEMPLATE_TEXTS[template as keyof typeof SAFETY_TEMPLATES];
      expect(Object.keys(texts.items).toSorted(), template).toEqual([...keys].toSorted());
      for (const language of LANGUAGES) {
        expect(texts.name[language].trim(), `${language} ${template}`).not.toBe('');
        for (const key of keys)
          expect(texts.items[key]?.[language]?.trim(), `${language} ${template}.${key}`).toBeTruthy();
      }
    }
  });
});
