import { z } from 'zod';

/** Frames a client sends on the realtime hub. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), ts: z.number().optional() }),
  z.object({ type: z.literal('pong'), ts: z.number().optional() }),
  z.object({ type: z.literal('subscribe'), channel: z.string().min(1).max(200) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().min(1).max(200) }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Frames the server sends on the realtime hub. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), ts: z.number() }),
  z.object({ type: z.literal('pong'), ts: z.number().optional() }),
  z.object({ type: z.literal('ready'), user_id: z.uuid() }),
  z.object({ type: z.literal('event'), channel: z.string(), event: z.string(), payload: z.unknown() }),
  z.object({ type: z.literal('error'), message: z.string(), code: z.string().optional() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/**
 * Sent on the user's channel when the hub had to drop events for this socket (more than SPEC §9's 10 events a second
 * for long enough to fill its queue): payload `{ dropped }`. The client refetches what it shows instead of trusting
 * its events.
 */
export const REALTIME_RESYNC_EVENT = 'resync';
