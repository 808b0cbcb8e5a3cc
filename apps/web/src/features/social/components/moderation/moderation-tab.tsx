export default function ModerationTab() {
  return null;
}
