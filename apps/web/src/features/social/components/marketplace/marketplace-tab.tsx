export default function MarketplaceTab() {
  return null;
}
