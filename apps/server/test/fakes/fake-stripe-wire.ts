import { createHmac, randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FormObject, FormValue, Line } from './fake-stripe-types.ts';

// The fake Stripe's wire: ids, form-encoded requests read as Stripe reads them, its errors and signatures.

/** An answer in Stripe's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

export const CHECKOUT_PARAMS = new Set([
  'mode',
  'line_items',
  'client_reference_id',
  'metadata',
  'success_url',
  'cancel_url',
  'customer',
  'customer_email',
  'expires_at',
  'payment_intent_data',
  'subscription_data',
  'expand',
]);
const INTERVALS = new Set(['day', 'week', 'month', 'year']);
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const newId = (prefix: string, length = 24) =>
  `${prefix}_${Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')}`;
export const nowS = () => Math.floor(Date.now() / 1000);

/** Stripe's Stripe-Signature header: t=<unix time>,v1=<HMAC-SHA256 of "<t>.<payload>" with the endpoint's secret>. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Parses Stripe's bracket notation into nested objects; objects whose keys are all indices become arrays. */
export function parseForm(text: string): FormObject {
  type Node = { [key: string]: Node | string };
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) {
      throw invalid(`Invalid parameter name: ${key}`);
    }
    let node = root;
    for (const [i, part] of path.entries()) {
      // key[]=a&key[]=b: each empty index is the next one.
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) {
        if (typeof node[name] === 'object') throw invalid(`Invalid value for ${key}: expected a hash`);
        node[name] = value;
        break;
      }
      const next = node[name] ?? {};
      if (typeof next === 'string') throw invalid(`Invalid value for ${key}: conflicts with a plain value`);
      node[name] = next;
      node = next;
    }
  }
  const finish = (node: Node | string): FormValue => {
    if (typeof node === 'string') return node;
    const keys = Object.keys(node);
    const values = keys.map((k) => finish(node[k]!));
    if (keys.length && keys.every((k) => /^\d+$/.test(k))) {
      return keys
        .map((k, i) => [Number(k), values[i]!] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([, v]) => v);
    }
    return Object.fromEntries(keys.map((k, i) => [k, values[i]!]));
  };
  return finish(root) as FormObject;
}

export function readLine(item: FormValue, at: string): Line {
  const line = asObject(item, at);
  // Prices made beforehand in the dashboard are not the app's way: it sends price_data.
  if (line.price !== undefined) throw invalid(`No such price: ${JSON.stringify(line.price)}`, 'resource_missing');
  if (line.price_data === undefined) throw missing(`${at}[price_data]`);
  const price = asObject(line.price_data, `${at}[price_data]`);
  const currency = required(price, 'currency', `${at}[price_data][currency]`);
  if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, 'parameter_invalid_string');
  if (price.unit_amount === undefined) throw missing(`${at}[price_data][unit_amount]`);
  const unitAmount = integer(price.unit_amount, `${at}[price_data][unit_amount]`);
  if (unitAmount < 0) throw invalid('Invalid non-negative integer', 'parameter_invalid_integer');
  if (price.product_data === undefined) throw missing(`${at}[price_data][product_data]`);
  const product = asObject(price.product_data, `${at}[price_data][product_data]`);
  const name = required(product, 'name', `${at}[price_data][product_data][name]`);
  let interval: string | null = null;
  if (price.recurring !== undefined) {
    const recurring = asObject(price.recurring, `${at}[price_data][recurring]`);
    interval = required(recurring, 'interval', `${at}[price_data][recurring][interval]`);
    if (!INTERVALS.has(interval)) throw invalid(`Invalid interval: ${interval}`, 'parameter_invalid_string');
  }
  if (line.quantity === undefined) throw missing(`${at}[quantity]`);
  const quantity = integer(line.quantity, `${at}[quantity]`);
  if (quantity < 1) throw invalid('Invalid positive integer', 'parameter_invalid_integer', `${at}[quantity]`);
  return { name, currency, unitAmount, quantity, interval };
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function invalid(message: string, code?: string, param?: string): ApiError {
  return new ApiError(400, message, { code, param });
}

export function missing(param: string): ApiError {
  return invalid(`Missing required param: ${param}.`, 'parameter_missing', param);
}

export function errorBody(err: ApiError): string {
  const { code, param } = err.extra;
  return JSON.stringify({
    error: {
      type: 'invalid_request_error',
      message: err.message,
      ...(code ? { code } : {}),
      ...(param ? { param } : {}),
    },
  });
}

export function asObject(value: FormValue | undefined, param = 'parameter'): FormObject {
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`Invalid hash: ${param}`, 'parameter_invalid');
  return value;
}

/** A string parameter that must be there; `param` names it in the error as Stripe does (line_items[0][quantity]). */
export function required(object: FormObject, key: string, param = key): string {
  const value = object[key];
  if (typeof value !== 'string' || value === '') throw missing(param);
  return value;
}

export function optionalString(object: FormObject, key: string): string | undefined {
  const value = object[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${key}`, 'parameter_invalid_string', key);
  return value;
}

export function integer(value: FormValue, param: string): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw invalid(`Invalid integer: ${JSON.stringify(value)}`, 'parameter_invalid_integer', param);
  }
  return Number(value);
}

export function strings(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  const object = asObject(value, param);
  for (const [key, v] of Object.entries(object)) {
    if (typeof v !== 'string') throw invalid(`Invalid ${param}: ${key} must be a string`, 'parameter_invalid', param);
  }
  return object as Record<string, string>;
}

export function oneIntervalOn(unix: number, interval: string): number {
  const date = new Date(unix * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + (interval === 'week' ? 7 : 1));
  return Math.floor(date.getTime() / 1000);
}

export function money(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${escape(currency.toUpperCase())}`;
}

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
