import type { ColumnType } from 'kysely';
import type {
  HitchType,
  OrderStatus,
  PaymentMethod,
  ProductPhoto,
  ProductSpec,
  ShippingAddress,
  ShopCategory,
  ShopCurrency,
} from '@ww/contracts';
import type { DB, Generated } from './schema.generated.ts';

/**
 * The tables as the migrations define them (schema.generated.ts, `npm run db:types`), with what the generator does
 * not read: the shape each jsonb column holds (written as that shape or as its JSON text) and the values a text
 * column's check constraint allows.
 */
type Json<T> = ColumnType<T, string | T, string | T>;
type Refine<Table, Columns> = Omit<Table, keyof Columns> & Columns;
type Preferences = Json<Record<string, unknown>>;

export type Database = Omit<
  DB,
  | 'auth_tokens'
  | 'campgrounds'
  | 'notifications'
  | 'safety_checklists'
  | 'shop_order_items'
  | 'shop_orders'
  | 'shop_products'
  | 'trips'
  | 'user_login_history'
  | 'user_profiles_extended'
  | 'user_settings'
> & {
  auth_tokens: Refine<DB['auth_tokens'], { purpose: 'password_reset' | 'email_confirmation' }>;
  campgrounds: Refine<DB['campgrounds'], { source: 'osm' | 'user'; tags: Generated<Json<Record<string, string>>> }>;
  notifications: Refine<DB['notifications'], { data: Generated<Json<Record<string, unknown>>> }>;
  safety_checklists: Refine<DB['safety_checklists'], { items: Json<string[]> }>;
  shop_products: Refine<
    DB['shop_products'],
    {
      category: ShopCategory;
      hitch: HitchType | null;
      specs: Generated<Json<ProductSpec[]>>;
      photos: Generated<Json<ProductPhoto[]>>;
      /** {currency: amount}, USD always present (migration 0027). */
      prices: Json<Partial<Record<ShopCurrency, number>>>;
    }
  >;
  shop_orders: Refine<
    DB['shop_orders'],
    { status: Generated<OrderStatus>; method: PaymentMethod; shipping_address: Json<ShippingAddress> | null }
  >;
  shop_order_items: Refine<DB['shop_order_items'], { category: ShopCategory }>;
  trips: Refine<
    DB['trips'],
    {
      stops: Json<{ lat: number; lon: number; name: string }[]>;
      geometry: Generated<Json<[number, number][]>>;
      plan: Json<Record<string, unknown>> | null;
    }
  >;
  user_login_history: Refine<DB['user_login_history'], { login_method: 'password' | 'oauth' }>;
  user_profiles_extended: Refine<
    DB['user_profiles_extended'],
    { privacy_settings: Generated<Json<{ location_sharing_enabled: boolean }>> }
  >;
  user_settings: Refine<
    DB['user_settings'],
    {
      notification_preferences: Preferences;
      privacy_preferences: Preferences;
      display_preferences: Preferences;
      regional_preferences: Preferences;
      pam_preferences: Preferences;
      integration_preferences: Preferences;
      location_preferences: Preferences;
    }
  >;
};
