import { PaymentsUnavailablePanel } from '../components/payments-unavailable-panel.tsx';

/** Where a payment provider would return after a payment; no payments are taken yet, and it says so. */
export default function PaymentSuccessPage() {
  return <PaymentsUnavailablePanel outcome="payment_success" />;
}
