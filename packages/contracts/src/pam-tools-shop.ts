import { z } from 'zod';
import { REGIONS, RIG_TYPES } from './constants.ts';
import { SHOP_CATEGORIES, SHOP_LIMITS } from './shop.ts';

/** Pam's Shop tools (find products, what fits the rig, the cart, order status) and the profile tool. */

/** A product as the user named it ("levelling blocks", "mangueras de agua potable", "des cales"). */
const productWords = z.string().trim().min(1).max(SHOP_LIMITS.searchMaxChars);
/** The product a previous reply named (Pam sets it from the conversation's subject). */
const productId = z.uuid();
/** When a product name fitted several: which of the listed ones (1 = the first). */
const choice = z.number().int().min(1).max(10);
const orderNumber = z.number().int().min(1).max(1_000_000_000);

export const SHOP_PAM_TOOL_PARAMETERS = {
  /** Products on sale matching the words (any language), a department, a price ceiling, or what fits the rig. */
  find_products: z.object({
    query: productWords.optional(),
    category: z.enum(SHOP_CATEGORIES).optional(),
    /** In the user's currency. */
    max_price: z.number().positive().max(1_000_000).optional(),
    /** Only products whose rig limits the user's rigs meet. */
    fits_my_rig: z.boolean().optional(),
  }),
  /** Whether one product fits the user's rigs (length, mass, hitch). */
  product_fit: z.object({
    product: productWords.optional(),
    product_id: productId.optional(),
    choice: choice.optional(),
  }),
  /** Adds a product (by words or id) to the signed-in cart; `quantity` more of it. */
  add_to_cart: z.object({
    product: productWords.optional(),
    product_id: productId.optional(),
    quantity: z.number().int().min(1).max(SHOP_LIMITS.maxQuantity).default(1),
    choice: choice.optional(),
    /** The cheapest of the products the words find ("add the cheapest one"). */
    cheapest: z.boolean().optional(),
  }),
  /** Takes a product out of the cart, or `quantity` fewer of it. */
  remove_from_cart: z.object({
    product: productWords.optional(),
    product_id: productId.optional(),
    quantity: z.number().int().min(1).max(SHOP_LIMITS.maxQuantity).optional(),
  }),
  /** Sets how many of a product in the cart are wanted (0 takes it out). */
  set_cart_quantity: z.object({
    product: productWords.optional(),
    product_id: productId.optional(),
    quantity: z.number().int().min(0).max(SHOP_LIMITS.maxQuantity),
  }),
  /** Destructive: asks for confirmation first. Takes everything out of the cart. */
  empty_cart: z.object({}),
  /** What is in the cart, with its totals. */
  view_cart: z.object({}),
  /** Checkout is done on the shop screen: opens it with the cart. */
  open_checkout: z.object({}),
  /** The status of one order (by its number), or of the latest orders. */
  order_status: z.object({ number: orderNumber.optional(), order_id: productId.optional() }),
  /** Destructive: asks for confirmation first. Cancels an order not yet paid (by number, else the latest). */
  cancel_order: z.object({ number: orderNumber.optional(), order_id: productId.optional() }),
  /** The buyer says a shipped order arrived (by number, else the latest shipped one). */
  confirm_delivery: z.object({ number: orderNumber.optional(), order_id: productId.optional() }),
  /** Changes the profile: display name, bio, rig type, home region. */
  update_profile: z
    .object({
      full_name: z.string().trim().min(1).max(120).optional(),
      bio: z.string().trim().max(500).optional(),
      rig_type: z.enum(RIG_TYPES).optional(),
      region: z.enum(REGIONS).optional(),
    })
    .refine((p) => Object.values(p).some((v) => v !== undefined), { error: 'nothing_to_change' }),
  /** What the profile says: display name, bio, rig type, home region. */
  show_profile: z.object({}),
} as const satisfies Record<string, z.ZodType>;
