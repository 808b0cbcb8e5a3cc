// The reporting and moderation tests' shared requests: public posts and the reports filed about them.
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

type Sender = { token: string };

/** Requests sent through the app that `app()` returns once the suite's setup has made it. */
export function reportingKit(app: () => TestApp) {
  /** A post of `user`'s, public unless `extra` says otherwise, created (201): its id. */
  const post = async (user: Sender, body: string, extra: Record<string, unknown> = { visibility: 'public' }) => {
    const res = await app().request('POST', 'social/posts', { token: user.token, json: { body, ...extra } });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  /** `user` reports a target (a post unless said) for a reason (Spam unless said); the answer as it comes. */
  const report = (user: Sender, targetId: string, targetType = 'post', reason = 'Spam') =>
    app().request('POST', 'social/reports', {
      token: user.token,
      json: { target_type: targetType, target_id: targetId, reason },
    });
  return { post, report };
}
