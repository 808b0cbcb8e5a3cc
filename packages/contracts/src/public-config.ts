import { z } from 'zod';

/** Server settings the web needs before sign-in; nothing secret. GET /config/public answers { data: PublicConfig }. */
export const publicConfigSchema = z.object({
  /** MAP_STYLE_URL: a MapLibre style for real tiles; null: the bundled offline basemap. */
  map_style_url: z.string().nullable(),
  /** Stripe is set up: the shop and the memberships take cards; otherwise orders are paid on collection or by transfer. */
  card_payments: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export const publicConfigResponseSchema = z.object({ data: publicConfigSchema });
