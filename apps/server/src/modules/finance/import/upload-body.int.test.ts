import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUploadBody } from './upload-body.ts';

/**
 * The upload as the bank import reads it from a real socket (the in-process tests go through app.request, which has no
 * Node request): every byte in order, a declared or streamed body over the limit refused.
 */
const LIMIT = 256 * 1024;

class TooLarge extends Error {}

describe('reading an upload from the socket', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const app = new Hono();
    app.post('/upload', async (c) => {
      try {
        const body = await readUploadBody(c, LIMIT, () => new TooLarge());
        const bytes = new Uint8Array(body);
        let sum = 0;
        for (const b of bytes) sum = (sum * 31 + b) >>> 0;
        return c.json({ length: body.byteLength, sum });
      } catch (err) {
        if (err instanceof TooLarge) return c.json({ refused: 'too_large' }, 400);
        throw err;
      }
    });
    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s)) as Server;
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const checksum = (bytes: Uint8Array) => bytes.reduce((sum, b) => (sum * 31 + b) >>> 0, 0);
  const sample = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + (i >> 9)) & 0xff);

  /** POSTs `parts` one write at a time: with a Content-Length when `declared`, else chunked. */
  function post(parts: Uint8Array[], declared: number | undefined): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/upload',
          method: 'POST',
          headers: declared === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': declared },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
          );
        },
      );
      // The server may answer and close before the whole body is sent: that is the refusal being tested.
      req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' ? undefined : reject(err)));
      for (const part of parts) req.write(part);
      req.end();
    });
  }

  it('keeps every byte of a body with a Content-Length, sent in many writes', async () => {
    const bytes = sample(LIMIT - 1000);
    const parts = Array.from({ length: 20 }, (_, i) => bytes.subarray(i * 13_057, (i + 1) * 13_057));
    parts.push(bytes.subarray(20 * 13_057));
    const res = await post(parts, bytes.length);
    expect(res).toEqual({ status: 200, body: { length: bytes.length, sum: checksum(bytes) } });
  });

  it('keeps every byte of a chunked body, and an empty one', async () => {
    const bytes = sample(100_000);
    const res = await post([bytes.subarray(0, 1), bytes.subarray(1, 70_000), bytes.subarray(70_000)], undefined);
    expect(res).toEqual({ status: 200, body: { length: bytes.length, sum: checksum(bytes) } });
    expect(await post([], 0)).toEqual({ status: 200, body: { length: 0, sum: 0 } });
  });

  it('refuses a declared length over the limit before reading, and a chunked body once it crosses it', async () => {
    const over = sample(LIMIT + 1);
    expect(await post([over], over.length)).toEqual({ status: 400, body: { refused: 'too_large' } });
    expect(await post([over.subarray(0, LIMIT), over.subarray(LIMIT)], undefined)).toEqual({
      status: 400,
      body: { refused: 'too_large' },
    });
  });
});
