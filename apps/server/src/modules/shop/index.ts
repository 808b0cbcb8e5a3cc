// The shop module's public entry: catalogue, cart, checkout and orders, and the console's side of them.
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Logger } from '#platform/logger.ts';
import type { Mailer } from '#providers/mail/mailer.ts';
import type { PaymentsProvider } from '#providers/payments/payments.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { createOrdersService } from './orders.service.ts';
import { createProductPhotoStore } from './product-photos.store.ts';
import { createShopSettingsService } from './shop-settings.service.ts';

export { shopRoutes } from './shop.routes.ts';
export { shopAdminRoutes } from './shop-admin.routes.ts';
export type { OrdersService } from './orders.service.ts';

export function createShopServices(deps: {
  db: Kysely<Database>;
  logger: Logger;
  mailer: Mailer;
  payments?: PaymentsProvider;
  publicUrl?: string;
  dataDir: string;
  isAdmin: (userId: string) => Promise<boolean>;
}) {
  const orders = createOrdersService(deps);
  return {
    catalogue: createCatalogueService({ ...deps, beforeRead: orders.sweepIfDue }),
    orders,
    settings: createShopSettingsService(deps),
    photos: createProductPhotoStore(deps.dataDir),
  };
}
export type ShopServices = ReturnType<typeof createShopServices>;
