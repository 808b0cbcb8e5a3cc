import { z } from 'zod';

/**
 * RV storage and caravan safety (issue 4 items 8 and 9). Weights are stored in kg; the web converts to the units
 * setting. Built-in checklist templates are keyed here, so their texts are translated on the web and a run
 * remembers keys rather than one language's words.
 */

export const STORAGE_LIMITS = {
  nameMax: 120,
  locationMax: 120,
  notesMax: 1_000,
  maxQuantity: 100_000,
  maxUnitWeightKg: 100_000,
} as const;

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });

export const storageItemSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  vehicle_id: z.uuid().nullable(),
  name: z.string(),
  /** Compartment, locker or drawer, as the user names it. */
  location: z.string(),
  quantity: z.number().int(),
  unit_weight_kg: z.number().nullable(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StorageItem = z.infer<typeof storageItemSchema>;

export const storageItemInputSchema = z.object({
  vehicle_id: z.uuid({ error: 'invalid' }).nullable().optional(),
  name: text(STORAGE_LIMITS.nameMax).min(1, { error: 'required' }),
  location: text(STORAGE_LIMITS.locationMax).default(''),
  quantity: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'not_positive' })
    .max(STORAGE_LIMITS.maxQuantity, { error: 'too_large' })
    .default(1),
  unit_weight_kg: z
    .number({ error: 'invalid' })
    .min(0, { error: 'not_positive' })
    .max(STORAGE_LIMITS.maxUnitWeightKg, { error: 'too_large' })
    .nullable()
    .optional(),
  notes: text(STORAGE_LIMITS.notesMax).default(''),
});
export type StorageItemInput = z.input<typeof storageItemInputSchema>;
export const storageItemPatchSchema = storageItemInputSchema
  .extend({
    location: text(STORAGE_LIMITS.locationMax),
    quantity: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(1, { error: 'not_positive' })
      .max(STORAGE_LIMITS.maxQuantity, { error: 'too_large' }),
    notes: text(STORAGE_LIMITS.notesMax),
  })
  .partial()
  .strict();
export type StorageItemPatch = z.input<typeof storageItemPatchSchema>;

export const storageItemsQuerySchema = z.object({
  /** Matches name, location or notes, ignoring case. */
  q: z.string().trim().max(120).optional(),
  vehicle_id: z.uuid().optional(),
});

export const storageSummarySchema = z.object({
  vehicle_id: z.uuid().nullable(),
  item_count: z.number().int(),
  /** Items without a unit weight are counted here and left out of the weights. */
  unweighed_count: z.number().int(),
  total_weight_kg: z.number(),
  by_location: z.array(z.object({ location: z.string(), quantity: z.number().int(), weight_kg: z.number() })),
  /** The rig's gross mass minus its empty mass; null without a vehicle or without both figures. */
  payload_kg: z.number().nullable(),
  payload_used_pct: z.number().nullable(),
  over_limit: z.boolean(),
});
export type StorageSummary = z.infer<typeof storageSummarySchema>;

// --- Safety checklists ---

export const SAFETY_TEMPLATES = {
  pre_departure: [
    'windows_roof_lights_closed',
    'door_locked_step_in',
    'awning_stowed',
    'cupboards_fridge_latched',
    'heavy_items_low',
    'gas_off',
    'hookup_disconnected',
    'tanks_for_journey',
    'steadies_raised',
    'tyres_checked',
    'lights_working',
    'mirrors_set',
    'walk_round',
  ],
  hitching: [
    'coupling_locked',
    'breakaway_cable',
    'electrics_connected',
    'jockey_wheel_raised',
    'handbrake_released',
    'stabiliser_engaged',
    'noseweight_checked',
    'rig_level',
    'number_plate',
    'wheel_nuts_torqued',
  ],
  arrival_setup: [
    'pitch_levelled',
    'handbrake_chocks',
    'unhitch_order',
    'steadies_lowered',
    'hookup_connected_rcd',
    'gas_on_leak_check',
    'alarms_tested',
    'exits_extinguisher',
    'water_waste_set',
    'security_devices',
  ],
  weekly: [
    'tyre_pressures_cold',
    'tyre_condition_age',
    'wheel_nuts_check',
    'leisure_battery',
    'gas_level_hoses',
    'alarm_test_button',
    'damp_leaks',
    'breakaway_inspect',
    'road_lights_check',
    'extinguisher_gauge',
  ],
} as const satisfies Record<string, readonly string[]>;
export type SafetyTemplateKey = keyof typeof SAFETY_TEMPLATES;
export const SAFETY_TEMPLATE_KEYS = Object.keys(SAFETY_TEMPLATES) as SafetyTemplateKey[];

export const SAFETY_LIMITS = { nameMax: 120, itemMax: 300, maxItems: 100 } as const;

export const safetyChecklistSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  items: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SafetyChecklist = z.infer<typeof safetyChecklistSchema>;

export const safetyChecklistInputSchema = z.object({
  name: text(SAFETY_LIMITS.nameMax).min(1, { error: 'required' }),
  items: z
    .array(text(SAFETY_LIMITS.itemMax).min(1, { error: 'required' }))
    .min(1, { error: 'required' })
    .max(SAFETY_LIMITS.maxItems, { error: 'too_many' }),
});
export type SafetyChecklistInput = z.input<typeof safetyChecklistInputSchema>;
export const safetyChecklistPatchSchema = safetyChecklistInputSchema.partial().strict();

export const safetyRunStartSchema = z
  .object({
    template_key: z
      .enum(SAFETY_TEMPLATE_KEYS as [SafetyTemplateKey, ...SafetyTemplateKey[]], { error: 'invalid' })
      .optional(),
    checklist_id: z.uuid({ error: 'invalid' }).optional(),
    vehicle_id: z.uuid({ error: 'invalid' }).nullable().optional(),
  })
  .refine((v) => (v.template_key === undefined) !== (v.checklist_id === undefined), {
    error: 'one_source',
    path: ['template_key'],
  });
export type SafetyRunStart = z.input<typeof safetyRunStartSchema>;

export const safetyRunItemSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  /** A template item's key, translated on the web; null for a user checklist's item, which has `text`. */
  item_key: z.string().nullable(),
  text: z.string(),
  checked: z.boolean(),
  ticked_at: z.string().nullable(),
  /** The item's last change: an offline tick is sent with If-Match on it. */
  updated_at: z.string(),
});
export type SafetyRunItem = z.infer<typeof safetyRunItemSchema>;

export const safetyRunSummarySchema = z.object({
  id: z.uuid(),
  template_key: z.string().nullable(),
  checklist_id: z.uuid().nullable(),
  /** The user checklist's name when the run started; empty for a template. */
  name: z.string(),
  vehicle_id: z.uuid().nullable(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  item_count: z.number().int(),
  checked_count: z.number().int(),
});
export type SafetyRunSummary = z.infer<typeof safetyRunSummarySchema>;
export const safetyRunSchema = safetyRunSummarySchema.extend({ items: z.array(safetyRunItemSchema) });
export type SafetyRun = z.infer<typeof safetyRunSchema>;

export const safetyRunItemPatchSchema = z.object({ checked: z.boolean({ error: 'required' }) }).strict();

// --- Tow-ball weight and weight distribution (guidance only) ---

export type TowConvention = 'uk_eu' | 'au_us';
/**
 * Ball weight (nose weight) as a share of the trailer's loaded mass. UK/EU caravan guidance: about 7 % to 10 %;
 * Australian and US guidance for conventional trailers: about 10 %, give or take.
 */
export const TOW_BALL_GUIDANCE: readonly { convention: TowConvention; min_pct: number; max_pct: number }[] = [
  { convention: 'uk_eu', min_pct: 7, max_pct: 10 },
  { convention: 'au_us', min_pct: 8, max_pct: 12 },
];
/** Rule of thumb for caravans: loaded caravan at most 85 % of the tow car's kerb mass (experienced towers 100 %). */
export const TOW_KERB_RULE_PCT = 85;
/** Below this share a caravan is more prone to snaking (sway). */
export const TOW_SWAY_RISK_PCT = 7;

export type TowWarning =
  'over_ball_rating' | 'over_towing_capacity' | 'sway_risk' | 'above_guidance' | 'over_kerb_rule' | 'over_kerb_mass';

export type TowBallInput = {
  /** The caravan's loaded mass (at most its ATM / MTPLM), kg. */
  trailer_mass_kg: number;
  /** Measured download on the tow ball, kg. */
  ball_weight_kg: number;
  tow_vehicle_kerb_kg?: number | null;
  max_ball_rating_kg?: number | null;
  max_towing_capacity_kg?: number | null;
};

export type TowBallResult = {
  ball_weight_pct: number;
  ranges: {
    convention: TowConvention;
    min_pct: number;
    max_pct: number;
    min_kg: number;
    max_kg: number;
    within: boolean;
  }[];
  kerb_ratio_pct: number | null;
  /** The heaviest loaded caravan under the 85 % rule. */
  kerb_rule_limit_kg: number | null;
  ball_rating_headroom_kg: number | null;
  towing_capacity_headroom_kg: number | null;
  warnings: TowWarning[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const given = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

export function towBallCheck(input: TowBallInput): TowBallResult {
  const { trailer_mass_kg: mass, ball_weight_kg: ball } = input;
  const pct = (ball / mass) * 100;
  const warnings: TowWarning[] = [];
  const ranges = TOW_BALL_GUIDANCE.map((g) => ({
    ...g,
    min_kg: round1((mass * g.min_pct) / 100),
    max_kg: round1((mass * g.max_pct) / 100),
    within: pct >= g.min_pct && pct <= g.max_pct,
  }));
  if (given(input.max_ball_rating_kg) && ball > input.max_ball_rating_kg) warnings.push('over_ball_rating');
  if (given(input.max_towing_capacity_kg) && mass > input.max_towing_capacity_kg) warnings.push('over_towing_capacity');
  if (pct < TOW_SWAY_RISK_PCT) warnings.push('sway_risk');
  if (pct > Math.max(...TOW_BALL_GUIDANCE.map((g) => g.max_pct))) warnings.push('above_guidance');
  const kerb = given(input.tow_vehicle_kerb_kg) ? input.tow_vehicle_kerb_kg : null;
  const kerbPct = kerb ? (mass / kerb) * 100 : null;
  if (kerbPct !== null && kerbPct > 100) warnings.push('over_kerb_mass');
  else if (kerbPct !== null && kerbPct > TOW_KERB_RULE_PCT) warnings.push('over_kerb_rule');
  return {
    ball_weight_pct: round1(pct),
    ranges,
    kerb_ratio_pct: kerbPct === null ? null : round1(kerbPct),
    kerb_rule_limit_kg: kerb ? round1((kerb * TOW_KERB_RULE_PCT) / 100) : null,
    ball_rating_headroom_kg: given(input.max_ball_rating_kg) ? round1(input.max_ball_rating_kg - ball) : null,
    towing_capacity_headroom_kg: given(input.max_towing_capacity_kg)
      ? round1(input.max_towing_capacity_kg - mass)
      : null,
    warnings,
  };
}
