import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { FINANCE_LIMITS, SIDE_INCOME_KINDS } from './finance.ts';
import { toMinorUnits } from './money.ts';
import { hiddenStateFields, SOCIAL_LIMITS, socialPageQuerySchema, socialUserSchema } from './social.ts';

export const HUSTLE_PERIODS = ['hour', 'day', 'week', 'month'] as const;
export type HustlePeriod = (typeof HUSTLE_PERIODS)[number];

export const HUSTLE_LIMITS = { titleMaxChars: 120, descriptionMaxChars: 5_000, tagsMax: 10, tagMaxChars: 30 } as const;

const earningsAmount = z
  .number({ error: 'invalid_amount' })
  .min(0, { error: 'amount_negative' })
  .max(FINANCE_LIMITS.maxAmount, { error: 'amount_too_large' })
  .refine((n) => toMinorUnits(n) !== null, { error: 'too_many_decimals' });

/** Typical earnings: from `min` (up to `max` when given) per period, in one currency. */
export const hustleEarningsSchema = z
  .object({
    min: earningsAmount,
    max: earningsAmount.nullable().default(null),
    currency: z.enum(CURRENCIES, { error: 'invalid_currency' }),
    period: z.enum(HUSTLE_PERIODS, { error: 'invalid_period' }),
  })
  .strict()
  .refine((e) => e.max === null || e.max >= e.min, { error: 'range_reversed', path: ['max'] });
export type HustleEarnings = z.output<typeof hustleEarningsSchema>;

/** A tag as stored: trimmed, lower case, letters, digits, spaces, '-' or '_'. */
export const hustleTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(HUSTLE_LIMITS.tagMaxChars, { error: 'too_long' })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, { error: 'invalid_tag' });

/** At most HUSTLE_LIMITS.tagsMax tags; the same tag written twice is kept once. */
const tags = z
  .array(hustleTagSchema)
  .max(HUSTLE_LIMITS.tagsMax, { error: 'too_many' })
  .transform((list) => [...new Set(list)]);

const title = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(HUSTLE_LIMITS.titleMaxChars, { error: 'too_long' });
const description = z.string().trim().max(HUSTLE_LIMITS.descriptionMaxChars, { error: 'too_long' });

/** `POST /api/v1/social/hustles`. */
export const hustleInputSchema = z
  .object({
    title,
    description: description.default(''),
    earnings: hustleEarningsSchema.nullable().default(null),
    tags: tags.default([]),
  })
  .strict();
export type HustleInput = z.input<typeof hustleInputSchema>;

/** `PATCH /api/v1/social/hustles/{id}`: any of the fields; `earnings: null` removes them. */
export const hustlePatchSchema = z
  .object({ title, description, earnings: hustleEarningsSchema.nullable(), tags })
  .partial()
  .strict();
export type HustlePatch = z.input<typeof hustlePatchSchema>;

export const hustleSchema = z.object({
  id: z.uuid(),
  author: socialUserSchema,
  title: z.string(),
  description: z.string(),
  earnings: z
    .object({
      min: z.number(),
      max: z.number().nullable(),
      currency: z.string(),
      period: z.enum(HUSTLE_PERIODS),
    })
    .nullable(),
  tags: z.array(z.string()),
  vote_count: z.number().int(),
  voted_by_me: z.boolean(),
  /** Comments the caller can read. */
  comment_count: z.number().int(),
  /** The side income source the caller added with "try this" (Make Money tracker in /wins), else null. */
  side_income_source_id: z.uuid().nullable(),
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Non-null only for the author and moderators: why it was hidden from everyone else. */
  ...hiddenStateFields,
});
export type Hustle = z.infer<typeof hustleSchema>;

export const HUSTLE_SORTS = ['top', 'newest'] as const;

/**
 * `GET /api/v1/social/hustles`: `top` (most votes, then newest) by default. `q` matches every word in the title or
 * description without case or accents; `tag` keeps the hustles carrying that tag.
 */
export const hustleListQuerySchema = socialPageQuerySchema.extend({
  q: z.string().trim().max(SOCIAL_LIMITS.searchMaxChars, { error: 'too_long' }).optional(),
  tag: hustleTagSchema.optional(),
  sort: z.enum(HUSTLE_SORTS, { error: 'invalid' }).default('top'),
  author_id: z.uuid({ error: 'invalid' }).optional(),
});
export type HustleListQuery = z.input<typeof hustleListQuerySchema>;

export const hustleListResponseSchema = z.object({ data: z.array(hustleSchema), next_cursor: z.string().nullable() });
export const hustleResponseSchema = z.object({ data: hustleSchema });

/** `POST /api/v1/social/hustles/{id}/comments`. */
export const hustleCommentInputSchema = z
  .object({
    body: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(SOCIAL_LIMITS.commentMaxChars, { error: 'too_long' }),
  })
  .strict();
export type HustleCommentInput = z.input<typeof hustleCommentInputSchema>;

export const hustleCommentSchema = z.object({
  id: z.uuid(),
  hustle_id: z.uuid(),
  author: socialUserSchema,
  body: z.string(),
  created_at: z.string(),
  /** The caller may delete it: their own comment, or any comment under their hustle. */
  can_delete: z.boolean(),
  /** Non-null only for the author and moderators: why it was hidden from everyone else. */
  ...hiddenStateFields,
});
export type HustleComment = z.infer<typeof hustleCommentSchema>;

/** Oldest first, paged. */
export const hustleCommentListResponseSchema = z.object({
  data: z.array(hustleCommentSchema),
  next_cursor: z.string().nullable(),
});
export const hustleCommentResponseSchema = z.object({ data: hustleCommentSchema });

/**
 * `POST /api/v1/social/hustles/{id}/try`: the side income source in the caller's Make Money tracker (201 when added
 * now, 200 when it was already there: trying twice keeps one source).
 */
export const hustleTryResponseSchema = z.object({
  data: z.object({
    side_income_source_id: z.uuid(),
    hustle_id: z.uuid(),
    name: z.string(),
    kind: z.enum(SIDE_INCOME_KINDS),
    created: z.boolean(),
  }),
});
export type HustleTryResult = z.infer<typeof hustleTryResponseSchema>['data'];
