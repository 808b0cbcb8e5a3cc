export default function PlanningTab() {
  return null;
}
