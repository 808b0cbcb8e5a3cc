export default function HustleBoardTab() {
  return null;
}
