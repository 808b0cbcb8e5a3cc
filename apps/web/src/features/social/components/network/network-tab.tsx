export default function NetworkTab() {
  return null;
}
