import type { AdminDashboard } from '@ww/contracts';
import { jsonResponse, type ApiHandler } from '#testing/api-stub.ts';
import { sessionResponse } from '#testing/test-account.ts';
import type { AdminOrder, AdminProduct, AdminUserRow, AuditEntry } from '../api/queries.ts';

export const ADMIN = { id: '00000000-0000-4000-8000-000000000002', email: 'admin@example.com' };

/** The signed-in admin's session and a yes from the admin check. */
export const adminSession: Record<string, ApiHandler> = {
  'GET /auth/session': () => sessionResponse(ADMIN),
  'GET /admin/status': () => jsonResponse(200, { data: { is_admin: true } }),
};

let counter = 100;
/** A fresh uuid-shaped id for a row a test does not name. */
export function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

/** The console's figures with nothing sold, no members and no activity, unless overridden. */
export function testDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    user_count: 0,
    active_sessions: 0,
    signups_per_day: [{ day: '2026-11-01', count: 0 }],
    memberships: { trialing: 0, monthly: 0, annual: 0, past_due: 0, canceled: 0, expired: 0, converted: 0 },
    orders: { by_status: {}, revenue_30d: [], revenue_total: [], top_products: [] },
    pam: { messages_30d: 0, replies_by_engine: {}, feedback_up: 0, feedback_down: 0 },
    moderation: { open_reports: 0 },
    qa: { checks_30d: 0, failing_30d: 0 },
    ...overrides,
  };
}

/** A product as GET /shop/products/{id} gives it to an admin: on sale, sold by the shop, priced in USD. */
export function testProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const price = overrides.price ?? { amount: 49.5, currency: 'USD' };
  return {
    id: nextId(),
    name: 'Levelling blocks',
    category: 'rv_parts',
    price,
    stock: 12,
    seller: 'shop',
    external_url: null,
    photo: null,
    description: 'Stackable blocks.',
    specs: [],
    photos: [],
    prices: [price],
    max_rig_length_m: null,
    max_rig_mass_kg: null,
    hitch: null,
    active: true,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    rig_fit: null,
    ...overrides,
  };
}

/** An order as GET /admin/orders lists it: a manual order awaiting payment, unless overridden. */
export function testOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: nextId(),
    number: 1001,
    status: 'awaiting_payment',
    method: 'manual',
    currency: 'AUD',
    subtotal: 100,
    tax: 9.09,
    tax_included: true,
    shipping: 10,
    total: 110,
    items: [{ product_id: null, name: 'Camp chair', category: 'camping_gear', unit_amount: 50, quantity: 2 }],
    shipping_address: null,
    reserved_until: '2026-11-28T10:00:00Z',
    created_at: '2026-11-21T10:00:00Z',
    paid_at: null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    refunded_at: null,
    user_id: nextId(),
    email: 'buyer@example.com',
    ...overrides,
  };
}

/** An account as GET /admin/users lists it: a traveller on the free trial, unless overridden. */
export function testUser(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: nextId(),
    email: 'sam@example.com',
    full_name: 'Sam Rivers',
    created_at: '2026-10-01T09:00:00Z',
    last_active_at: '2026-11-20T09:00:00Z',
    is_admin: false,
    suspended_until: null,
    plan: 'trial',
    membership_status: 'trialing',
    course_access: false,
    ...overrides,
  };
}

/** One line of the audit log: the admin changed a product's name, unless overridden. */
export function testAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: Number(nextId().slice(-6)),
    actor_id: ADMIN.id,
    actor_email: ADMIN.email,
    action: 'product.update',
    target_table: 'shop_products',
    target_id: nextId(),
    before: { name: 'Old name', stock: 3 },
    after: { name: 'New name', stock: 3 },
    created_at: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}
