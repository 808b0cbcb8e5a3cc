export default function MessagesTab() {
  return null;
}
