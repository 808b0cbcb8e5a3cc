export default function TravellerPage() {
  return null;
}
