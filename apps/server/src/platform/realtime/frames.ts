import type { RawData } from 'ws';
import { clientFrameSchema, type ClientFrame } from '@ww/contracts';

/** The frame, or the reason it was refused. */
export function parseClientFrame(data: RawData, isBinary: boolean): ClientFrame | string {
  if (isBinary) return 'Frames must be JSON text.';
  let json: unknown;
  try {
    json = JSON.parse(rawDataToString(data));
  } catch {
    return 'Frame is not valid JSON.';
  }
  const parsed = clientFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : 'Unknown or malformed frame.';
}

function rawDataToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
