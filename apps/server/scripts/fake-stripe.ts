// The fake Stripe as its own process, for the browser journeys (apps/web/e2e), which talk to the server over HTTP
// only: `tsx apps/server/scripts/fake-stripe.ts <webhook url>` prints one JSON line {url, secretKey, webhookSecret},
// then serves until it is sent SIGTERM.
import { randomBytes } from 'node:crypto';
import { startFakeStripe } from '../test/fakes/fake-stripe-server.ts';

const webhookUrl = process.argv[2];
if (!webhookUrl) {
  process.stderr.write('usage: fake-stripe.ts <webhook url>\n');
  process.exit(2);
}
const fake = await startFakeStripe({ webhookSecret: `whsec_${randomBytes(16).toString('hex')}`, webhookUrl });
process.stdout.write(
  `${JSON.stringify({ url: fake.url, secretKey: fake.secretKey, webhookSecret: fake.webhookSecret })}\n`,
);
process.once('SIGTERM', () => {
  void fake.close().then(() => process.exit(0));
});
