import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PortalSession, SessionState, Subscription } from './fake-stripe-types.ts';
import { escape, money } from './fake-stripe-wire.ts';

/** What the hosted pages read and do: the checkouts and portals they show, paying one and cancelling a subscription. */
export type HostedSite = {
  states: ReadonlyMap<string, SessionState>;
  portals: ReadonlyMap<string, PortalSession>;
  subscriptions: ReadonlyMap<string, Subscription>;
  complete(sessionId: string): Promise<unknown>;
  /** Cancels it at once and sends customer.subscription.deleted. */
  cancelSubscription(sub: Subscription): Promise<unknown>;
};

/** The hosted pages: a checkout to pay or cancel (/pay/<id>) and a customer portal (/portal/<id>). */
export async function hostedPage(
  site: HostedSite,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  raw: string,
) {
  const html = (status: number, title: string, content: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
        `<body><main><h1>${escape(title)}</h1>${content}</main></body></html>`,
    );
  };
  const redirect = (location: string | null) => {
    if (location === null) return html(200, 'Done', '<p>There is no page to return to.</p>');
    res.writeHead(303, { location });
    res.end();
  };
  const button = (action: string, label: string, hidden = '') =>
    `<form method="post" action="${escape(action)}">${hidden}<button type="submit">${escape(label)}</button></form>`;
  const [kind, id, action] = path.split('/').slice(1);
  const method = req.method ?? 'GET';

  if (kind === 'pay' && id) {
    const state = site.states.get(id);
    if (!state) return html(404, 'Not found', '<p>No such checkout session.</p>');
    const { session, lines } = state;
    if (method === 'GET' && action === undefined) {
      if (session.status !== 'open') {
        return html(200, 'Checkout closed', `<p>This checkout session is ${escape(session.status)}.</p>`);
      }
      const items = lines
        .map(
          (l) =>
            `<li>${escape(l.name)} × ${l.quantity}: ${money(l.unitAmount * l.quantity, session.currency)}` +
            `${l.interval ? ` per ${escape(l.interval)}` : ''}</li>`,
        )
        .join('');
      return html(
        200,
        'Fake Stripe Checkout',
        `<ul>${items}</ul><p>Total: <strong>${money(session.amount_total, session.currency)}</strong></p>` +
          button(`/pay/${id}/complete`, 'Pay') +
          button(`/pay/${id}/cancel`, 'Cancel'),
      );
    }
    if (method === 'POST' && action === 'complete') {
      if (session.status !== 'open') return html(409, 'Checkout closed', '<p>This checkout session is closed.</p>');
      await site.complete(id);
      return redirect(session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', id) ?? null);
    }
    if (method === 'POST' && action === 'cancel') return redirect(session.cancel_url);
  }

  if (kind === 'portal' && id) {
    const portal = site.portals.get(id);
    if (!portal) return html(404, 'Not found', '<p>No such portal session.</p>');
    const active = [...site.subscriptions.values()].filter(
      (s) => s.customer === portal.customer && s.status !== 'canceled',
    );
    if (method === 'GET' && action === undefined) {
      const list = active
        .map((s) => {
          const periodEnd = s.items.data[0]?.current_period_end;
          const renews = typeof periodEnd === 'number' ? new Date(periodEnd * 1000).toISOString().slice(0, 10) : '';
          const hidden = `<input type="hidden" name="subscription" value="${escape(s.id)}">`;
          return (
            `<section><p>Subscription ${escape(s.id)}: ${escape(s.status)}, renews ${renews}</p>` +
            `${button(`/portal/${id}/cancel`, 'Cancel subscription', hidden)}</section>`
          );
        })
        .join('');
      return html(
        200,
        'Fake Stripe customer portal',
        (list || '<p>No active subscriptions.</p>') + button(`/portal/${id}/return`, 'Return'),
      );
    }
    if (method === 'POST' && action === 'cancel') {
      const subscriptionId = new URLSearchParams(raw).get('subscription');
      const sub = active.find((s) => s.id === subscriptionId);
      if (!sub) return html(404, 'Not found', '<p>No such active subscription.</p>');
      await site.cancelSubscription(sub);
      return redirect(portal.return_url);
    }
    if (method === 'POST' && action === 'return') return redirect(portal.return_url);
  }
  return html(404, 'Not found', '<p>Nothing here.</p>');
}
