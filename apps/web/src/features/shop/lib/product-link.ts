/** The address of a product's page over the catalogue: the same filters, with ?product=<id>. */
export function productLink(search: string, productId: string): { search: string } {
  const params = new URLSearchParams(search);
  params.set('product', productId);
  return { search: `?${params.toString()}` };
}

/** Router state of a product page opened from the shop: closing it goes Back instead of adding a page. */
export interface ProductLinkState {
  shopProduct?: boolean;
}
