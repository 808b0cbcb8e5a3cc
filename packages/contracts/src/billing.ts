import { z } from 'zod';
import { isWholeCents } from './money.ts';
import { priceSchema, shopCurrencySchema, unlessEmpty } from './shop.ts';
import { webAddressSchema } from './web-address.ts';

/**
 * SPEC §1, §9: a free first month (COMMERCIAL.freeTrialDays, no card); a monthly and an annual membership, the annual
 * with the video course.
 */
export const PLANS = ['trial', 'monthly', 'annual'] as const;
export type Plan = (typeof PLANS)[number];
export const PAID_PLANS = ['monthly', 'annual'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
/** What admins price: the two memberships and the course bought on its own. */
export const PRICED_ITEMS = ['monthly', 'annual', 'course'] as const;
export type PricedItem = (typeof PRICED_ITEMS)[number];
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const planSchema = z.object({
  id: z.enum(PLANS),
  /** 'month' or 'year' for a membership; null for the trial. */
  interval: z.enum(['month', 'year']).nullable(),
  price: priceSchema,
  /** For the annual plan: its price spread over twelve months. */
  monthly_equivalent: priceSchema.nullable(),
  trial_days: z.number().int().nullable(),
  includes_course: z.boolean(),
});
export type PlanInfo = z.infer<typeof planSchema>;
export const planListQuerySchema = z.object({ currency: unlessEmpty(shopCurrencySchema) });
export const planListResponseSchema = z.object({
  data: z.array(planSchema),
  /** The course on its own. */
  course: priceSchema,
});

export const subscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.enum(PLANS),
  trial_ends_at: z.string().nullable(),
  /** Whole days left in the trial (0 on its last day or after). */
  trial_days_left: z.number().int().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  source: z.enum(['trial', 'stripe', 'admin_grant']),
  /** A Stripe customer exists: the customer portal can open. */
  can_manage_billing: z.boolean(),
  course_access: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionResponseSchema = z.object({ data: subscriptionSchema });

export const billingCheckoutInputSchema = z.object({
  item: z.enum(PRICED_ITEMS, { error: 'invalid_plan' }),
  currency: shopCurrencySchema.optional(),
});
export const billingCheckoutResponseSchema = z.object({ data: z.object({ url: z.string() }) });
export const billingPortalResponseSchema = z.object({ data: z.object({ url: z.string() }) });

/** A plan's or the course's price as an admin sets it: positive, whole cents, at most 100,000. */
export const planPriceAmountSchema = z
  .number({ error: 'invalid_amount' })
  .positive({ error: 'invalid_amount' })
  .max(100_000, { error: 'amount_too_large' })
  .refine(isWholeCents, { error: 'too_many_decimals' });

export const planPriceInputSchema = z.object({
  prices: z
    .array(
      z.object({
        item: z.enum(PRICED_ITEMS),
        currency: shopCurrencySchema,
        amount: planPriceAmountSchema,
      }),
    )
    .min(1)
    .max(PRICED_ITEMS.length * 6),
});

// ---- The video course ---------------------------------------------------------------------------------------------

export const lessonSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  summary: z.string(),
  duration_minutes: z.number().int().nullable(),
  /** Only for members who may watch. */
  video_url: z.string().nullable(),
  completed: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;
export const courseResponseSchema = z.object({
  data: z.object({
    access: z.boolean(),
    lessons: z.array(lessonSchema),
    completed_count: z.number().int(),
  }),
});
export const lessonInputSchema = z.object({
  position: z.number().int().min(1).max(1000),
  title: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  summary: z.string().max(2000, { error: 'too_long' }).default(''),
  duration_minutes: z.number().int().min(1).max(600).nullable().default(null),
  video_url: webAddressSchema(),
});
export type LessonInput = z.infer<typeof lessonInputSchema>;
export const lessonProgressInputSchema = z.object({ completed: z.boolean() });
