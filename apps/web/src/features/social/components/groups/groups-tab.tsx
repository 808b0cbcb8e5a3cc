export default function GroupsTab() {
  return null;
}
