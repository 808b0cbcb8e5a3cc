export default function FeedTab() {
  return null;
}
