import type { PamTool } from '../assistant.types.ts';
import type { ToolServices } from './kit.ts';
import { profileTools } from './profile-tools.ts';
import { shopCartTools } from './shop-cart-tools.ts';
import { shopCatalogueTools } from './shop-catalogue-tools.ts';
import { shopOrderTools } from './shop-order-tools.ts';

/** Shop: find products, what fits the rig, the cart, order status (checkout stays on the screen); and the profile. */
export function shopTools(s: ToolServices): PamTool[] {
  return [...shopCatalogueTools(s), ...shopCartTools(s), ...shopOrderTools(s), ...profileTools(s)];
}
