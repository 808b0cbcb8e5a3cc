import { sql, type Selectable } from 'kysely';
import type { CartItemInput, Language, OrderStatus, PaymentMethod, ShippingAddress, ShopCurrency } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import { priceIn } from './catalogue.repository.ts';

export type OrderRow = Selectable<Database['shop_orders']>;
export type OrderItemRow = Selectable<Database['shop_order_items']>;

/** The caller's cart lines with each product's state and its price in `currency` (else USD). */
export const cartLines = (t: Tx, currency: ShopCurrency) =>
  t
    .selectFrom('shop_cart_items as c')
    .innerJoin('shop_products as p', 'p.id', 'c.product_id')
    .select([
      'c.product_id',
      'c.quantity',
      'p.name',
      'p.category',
      'p.photos',
      'p.stock',
      'p.active',
      'p.seller',
      priceIn(currency).currency.as('currency'),
      priceIn(currency).amount.as('amount'),
    ])
    .where('c.user_id', '=', sql<string>`current_app_user_id()`)
    .orderBy('c.added_at')
    .orderBy('c.product_id')
    .execute();
export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

export const ordersRepository = {
  cartLines,

  cartSize: async (t: Tx) =>
    Number(
      (
        await t
          .selectFrom('shop_cart_items')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', sql<string>`current_app_user_id()`)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  inCart: async (t: Tx, productId: string) =>
    !!(await t
      .selectFrom('shop_cart_items')
      .select('product_id')
      .where('user_id', '=', sql<string>`current_app_user_id()`)
      .where('product_id', '=', productId)
      .executeTakeFirst()),

  /** The caller's address and the settings a purchase reads: language, currency, purchases into storage. */
  buyer: (t: Tx) =>
    t
      .selectFrom('users')
      .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
      .select([
        'users.email',
        sql<string | null>`user_settings.display_preferences ->> 'language'`.as('language'),
        sql<string | null>`user_settings.regional_preferences ->> 'currency'`.as('currency'),
        sql<boolean | null>`(user_settings.integration_preferences ->> 'auto_add_purchases_to_storage')::boolean`.as(
          'auto_storage',
        ),
      ])
      .where('users.id', '=', sql<string>`current_app_user_id()`)
      .executeTakeFirstOrThrow(),

  /** A product's name and the units left (any product: a cart line may name one no longer on sale). */
  stock: (t: Tx, productId: string) =>
    t.selectFrom('shop_products').select(['name', 'stock']).where('id', '=', productId).executeTakeFirst(),

  /** The units left of a product the shop sells now; undefined when it is not on sale. */
  stockOnSale: async (t: Tx, productId: string) =>
    (
      await t
        .selectFrom('shop_products')
        .select(['stock'])
        .where('id', '=', productId)
        .where('active', '=', true)
        .where('seller', '=', 'shop')
        .executeTakeFirst()
    )?.stock,

  /** Purchased items into the caller's RV storage (travel's table), with no place given yet. */
  addToStorage: (t: Tx, items: ReadonlyArray<{ name: string; quantity: number }>) =>
    t
      .insertInto('storage_items')
      .values(items.map((i) => ({ name: i.name.slice(0, 120), quantity: i.quantity, location: '', notes: '' })))
      .execute(),

  /** Whether the product can go in a cart: on sale and sold by the shop itself. */
  purchasable: async (t: Tx, productId: string) =>
    !!(await t
      .selectFrom('shop_products')
      .select('id')
      .where('id', '=', productId)
      .where('active', '=', true)
      .where('seller', '=', 'shop')
      .executeTakeFirst()),

  setQuantity: (t: Tx, item: CartItemInput) =>
    item.quantity === 0
      ? t
          .deleteFrom('shop_cart_items')
          .where('user_id', '=', sql<string>`current_app_user_id()`)
          .where('product_id', '=', item.product_id)
          .execute()
      : t
          .insertInto('shop_cart_items')
          .values({ product_id: item.product_id, quantity: item.quantity })
          .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ quantity: item.quantity }))
          .execute(),

  /** Adds to what is there (a visitor's cart joining the account's), never past the most one line may hold. */
  addQuantity: (t: Tx, productId: string, quantity: number, max: number) =>
    t
      .insertInto('shop_cart_items')
      .values({ product_id: productId, quantity: Math.min(quantity, max) })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'product_id'])
          .doUpdateSet({ quantity: sql<number>`least(shop_cart_items.quantity + excluded.quantity, ${max})` }),
      )
      .execute(),

  clearCart: (t: Tx) =>
    t
      .deleteFrom('shop_cart_items')
      .where('user_id', '=', sql<string>`current_app_user_id()`)
      .execute(),

  /** Takes stock for a line, all or nothing; false when there is not enough left. */
  takeStock: async (t: Tx, productId: string, quantity: number) =>
    (await sql<{ ok: boolean }>`select shop_take_stock(${productId}::uuid, ${quantity}::int) as ok`.execute(t)).rows[0]
      ?.ok === true,

  /** Gives an order's stock back, once (a request's own order, or any as admin). */
  releaseStock: (t: Tx, orderId: string) => sql`select shop_release_stock(${orderId}::uuid)`.execute(t),

  /**
   * As the billing role: takes a cancelled order's stock again (a payment that arrived after the order ran out of
   * time), all or nothing; false when some of it is gone meanwhile.
   */
  async retakeStock(t: Tx, orderId: string) {
    const items = await t
      .selectFrom('shop_order_items')
      .select(['product_id', 'quantity'])
      .where('order_id', '=', orderId)
      .execute();
    const ids = items.flatMap((i) => (i.product_id === null ? [] : [i.product_id]));
    const stock = ids.length
      ? await t
          .selectFrom('shop_products')
          .select(['id', 'stock'])
          .where('id', 'in', ids)
          .orderBy('id')
          .forUpdate()
          .execute()
      : [];
    const lines = items.flatMap((i) => {
      const product = stock.find((p) => p.id === i.product_id);
      return product ? [{ id: product.id, stock: product.stock, quantity: i.quantity }] : [];
    });
    if (lines.some((l) => l.stock < l.quantity)) return false;
    for (const l of lines) {
      await t
        .updateTable('shop_products')
        .set((eb) => ({ stock: eb('stock', '-', l.quantity) }))
        .where('id', '=', l.id)
        .execute();
    }
    await t.updateTable('shop_orders').set({ stock_released_at: null }).where('id', '=', orderId).execute();
    return true;
  },

  /** As the billing role (webhook, sweeper). */
  giveBackStock: (t: Tx, orderId: string) => sql`select shop_give_back_stock(${orderId}::uuid)`.execute(t),

  insertOrder: (
    t: Tx,
    order: {
      method: PaymentMethod;
      currency: ShopCurrency;
      subtotal: number;
      tax: number;
      tax_included: boolean;
      shipping: number;
      total: number;
      shipping_address: ShippingAddress | null;
      email: string;
      language: Language;
      reserved_until: Date;
    },
  ) =>
    t
      .insertInto('shop_orders')
      .values({
        ...order,
        shipping_address: order.shipping_address === null ? null : JSON.stringify(order.shipping_address),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),

  insertItems: (
    t: Tx,
    orderId: string,
    items: ReadonlyArray<{ product_id: string; name: string; category: string; unit_amount: number; quantity: number }>,
  ) =>
    t
      .insertInto('shop_order_items')
      .values(items.map((i) => ({ ...i, order_id: orderId, category: i.category as OrderItemRow['category'] })))
      .returningAll()
      .execute(),

  get: (t: Tx, id: string) => t.selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirst(),

  /** For update: one transition at a time per order. */
  lock: (t: Tx, id: string) =>
    t.selectFrom('shop_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  bySession: (t: Tx, sessionId: string) =>
    t.selectFrom('shop_orders').selectAll().where('checkout_session_id', '=', sessionId).forUpdate().executeTakeFirst(),

  byPaymentIntent: (t: Tx, paymentIntentId: string) =>
    t
      .selectFrom('shop_orders')
      .selectAll()
      .where('payment_intent_id', '=', paymentIntentId)
      .forUpdate()
      .executeTakeFirst(),

  /** The caller's orders, newest first (RLS keeps them to the caller's own; an admin's list goes through `all`). */
  list: (t: Tx, filter: { userId?: string; status?: OrderStatus; limit: number; offset?: number }) =>
    t
      .selectFrom('shop_orders')
      .selectAll()
      .$if(filter.userId !== undefined, (qb) => qb.where('user_id', '=', filter.userId!))
      .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset ?? 0)
      .execute(),

  items: (t: Tx, orderIds: readonly string[]) =>
    orderIds.length === 0
      ? Promise.resolve([] as OrderItemRow[])
      : t.selectFrom('shop_order_items').selectAll().where('order_id', 'in', orderIds).orderBy('name').execute(),

  setSession: (t: Tx, id: string, sessionId: string) =>
    t
      .updateTable('shop_orders')
      .set({ checkout_session_id: sessionId, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute(),

  /** Moves an order on; `from` guards against a second, racing transition. */
  transition: (
    t: Tx,
    id: string,
    from: readonly OrderStatus[],
    to: OrderStatus,
    extra: Partial<Pick<OrderRow, 'payment_intent_id' | 'checkout_session_id'>> = {},
  ) => {
    const stamp = {
      paid: 'paid_at',
      shipped: 'shipped_at',
      delivered: 'delivered_at',
      cancelled: 'cancelled_at',
      refunded: 'refunded_at',
      awaiting_payment: null,
    }[to];
    return t
      .updateTable('shop_orders')
      .set({ status: to, updated_at: sql<Date>`now()`, ...(stamp ? { [stamp]: sql<Date>`now()` } : {}), ...extra })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
  },

  markReceiptSent: (t: Tx, id: string) =>
    t
      .updateTable('shop_orders')
      .set({ receipt_sent_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute(),

  markAddedToStorage: (t: Tx, id: string) =>
    t
      .updateTable('shop_orders')
      .set({ added_to_storage_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('added_to_storage_at', 'is', null)
      .returning('id')
      .executeTakeFirst(),

  /** Unpaid orders whose hold on the stock has run out, oldest first (the sweeper's work). */
  expired: (t: Tx, limit: number) =>
    t
      .selectFrom('shop_orders')
      .select(['id', 'method', 'checkout_session_id'])
      .where('status', '=', 'awaiting_payment')
      .where('reserved_until', '<', sql<Date>`now()`)
      .orderBy('reserved_until')
      .limit(limit)
      .execute(),
};
