import { PaymentsUnavailablePanel } from '../components/payments-unavailable-panel.tsx';

/** Where a payment provider would return after a stopped checkout; no payments are taken yet, and it says so. */
export default function PaymentCanceledPage() {
  return <PaymentsUnavailablePanel outcome="payment_canceled" />;
}
