import { summarizeUserAgent } from '@ww/contracts';

/** A short description of this device for a QA check, e.g. "Chrome on Android, 412×915". */
export function describeThisDevice(userAgent = navigator.userAgent, width = innerWidth, height = innerHeight): string {
  const { browser, os } = summarizeUserAgent(userAgent);
  const name = browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Browser');
  return `${name}, ${width}×${height}`;
}
