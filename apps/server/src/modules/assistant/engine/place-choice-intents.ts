import type { PamToolCall } from '@ww/contracts';
import { qualifierFor } from '#providers/geocoding/place-qualifier.ts';
import { withChoice } from '../tools/place-choice.ts';
import type { IntentMatcher } from './prepared-message.ts';

/**
 * The answer to "Which Perth do you mean: …?" (decision 052): "the one in Australia", "Scotland", "the second",
 * "la de Escocia", "celle en Australie", "la deuxième". It is the previous request again, each of its places written
 * with the choice ("Perth (Australia)", "Perth (2)"); a place that was not in doubt ignores it (tools/place-choice.ts).
 */

/** The tools that look places up, and their place arguments. */
const PLACE_TOOLS = new Set([
  'distance_between',
  'plan_trip',
  'save_trip',
  'fuel_cost',
  'find_campgrounds',
  'weather',
  'set_location',
]);

const ORDINALS: [RegExp, string][] = [
  [/^(?:first|1st|one|primer|primero|primera|premier|premiere|1)$/, '1'],
  [/^(?:second|2nd|two|segundo|segunda|deuxieme|seconde|2)$/, '2'],
  [/^(?:third|3rd|three|tercer|tercero|tercera|troisieme|3)$/, '3'],
];

const LEAD =
  /^(?:(?:i mean|i meant|me refiero a|je veux dire|je parle de|yes|si|oui|no|non)[,\s]+)?(?:(?:the one|that one|the|el|la|lo|le|celui|celle|number|numero)\s+|l'|n°\s*|#\s*)?/;
const PLACE_LEAD =
  /^(?:(?:que esta|qui est|that is|which is|that's)\s+)?(?:(?:in|en|de|del|au|aux|a|dans|from|near|cerca de|pres de)\s+|d')/;
const TAIL = /\s*(?:one|option|uno|una|please|por favor|s'il vous plait|svp|merci|thanks|gracias)?[\s.!?]*$/;

/** What the message chooses: a position ("2") or the country, region or area it names; null if it is not a choice. */
export function placeChoice(text: string): string | null {
  const core = text.trim().replace(LEAD, '').replace(TAIL, '').trim();
  if (!core) return null;
  for (const [re, n] of ORDINALS) if (re.test(core)) return n;
  const named = core.replace(PLACE_LEAD, '').trim();
  return named && qualifierFor(named) ? named : null;
}

/** The previous call with `choice` written after each of its places. */
function withChoices(call: PamToolCall, choice: string): PamToolCall {
  const args: Record<string, unknown> = { ...call.args };
  const choose = (v: unknown) => (typeof v === 'string' && v.trim() ? withChoice(v, choice) : v);
  for (const key of ['from', 'to', 'near', 'place']) if (key in args) args[key] = choose(args[key]);
  if (Array.isArray(args.via)) args.via = args.via.map(choose);
  if (args.along && typeof args.along === 'object') {
    const along = args.along as Record<string, unknown>;
    args.along = { ...along, from: choose(along.from), to: choose(along.to) };
  }
  return { ...call, args } as PamToolCall;
}

export const placeChoiceMatcher: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (!previous || !PLACE_TOOLS.has(previous.name) || m.tokens.length > 8) return null;
  const choice = placeChoice(m.text);
  if (!choice) return null;
  return { understanding: { kind: 'tool', call: withChoices(previous, choice) }, score: 0.9 };
};
