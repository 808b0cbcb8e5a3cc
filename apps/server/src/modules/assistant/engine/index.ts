import { LOCATION_QUERY_KEYWORDS } from '@ww/contracts';
import type { PamToolCall } from '@ww/contracts';
import type { EngineContext, Understanding, Understood } from '../assistant.types.ts';
import { conversationMatchers } from './conversation-intents.ts';
import { financeExtraMatchers } from './finance-extra-intents.ts';
import { financeMatchers } from './finance-intents.ts';
import { categoryIn } from './lexicon.ts';
import { placeChoiceMatcher } from './place-choice-intents.ts';
import { prepareMessage } from './prepare.ts';
import type { IntentMatch, IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { recordMatchers } from './record-intents.ts';
import { shopMatchers } from './shop-intents.ts';
import { socialMatchers } from './social-intents.ts';
import { travelMatchers } from './travel-intents.ts';

/** Below this, the engine says it did not understand rather than guess. */
const THRESHOLD = 0.5;

/** SPEC §9's keywords, with their Spanish and French equivalents, on normalised text. */
const LOCATION_QUESTION = new RegExp(
  `\\b(?:${[
    ...LOCATION_QUERY_KEYWORDS,
    'clima',
    'tiempo hace',
    'pronostico',
    'temperatura',
    'cerca de mi',
    'cerca',
    'por aqui',
    'gasolinera',
    'atracciones?',
    'proximo pueblo',
    'distancia a',
    'que tan lejos',
    'a que distancia',
    'como llego a',
    'meteo',
    'quel temps',
    'previsions?',
    'pres de moi',
    'a proximite',
    'autour de moi',
    'station-service',
    'station service',
    'prochaine ville',
    'distance jusqu',
    'a quelle distance',
    'itineraire vers',
  ].join('|')})\\b`,
);

/** "and last month?", "¿y en comida?", "et le mois dernier ?": the previous summary again, with what changed. */
const followUp =
  (previous: PamToolCall | null): IntentMatcher =>
  (m) => {
    if (!previous) return null;
    if (!['spending_summary', 'income_summary', 'budget_status', 'find_records'].includes(previous.name)) return null;
    const short = m.tokens.length <= 8;
    const opener =
      /^(?:and|what about|how about|same for|y|que tal|y en|y para|et|et pour|et en|et le|et la|pareil pour)\b/.test(
        m.text,
      );
    if (!short || (!opener && m.tokens.length > 4)) return null;
    const category = categoryIn(m.text);
    if (!category && !m.period) return null;
    const score = opener ? 0.75 : 0.6;
    if (previous.name === 'spending_summary') {
      const before = previous.args;
      const call: PamToolCall = {
        name: 'spending_summary',
        args: {
          ...(category ? { category } : before.category ? { category: before.category } : {}),
          ...(m.period ? { from: m.period.from, to: m.period.to } : { from: before.from, to: before.to }),
        },
      };
      return { understanding: { kind: 'tool', call }, score };
    }
    if (previous.name === 'find_records') {
      const { choice: _choice, ...before } = previous.args;
      const kind = before.kind ?? 'expense';
      const call: PamToolCall = {
        name: 'find_records',
        args: {
          ...before,
          ...(category && (kind === 'expense' || kind === 'budget') ? { category } : {}),
          ...(m.period ? { from: m.period.from, to: m.period.to } : {}),
        },
      };
      return { understanding: { kind: 'tool', call }, score };
    }
    if (previous.name === 'income_summary') {
      if (!m.period) return null;
      return {
        understanding: {
          kind: 'tool',
          call: { name: 'income_summary', args: { from: m.period.from, to: m.period.to } },
        },
        score,
      };
    }
    if (!category) return null;
    return { understanding: { kind: 'tool', call: { name: 'budget_status', args: { category } } }, score };
  };

/**
 * The shared location rule (SPEC §4, §9): a weather or campground question that names no place is asked at the
 * user's location when it is known, and without one the engine asks for it instead of calling the tool.
 */
function applyLocationRule(u: Understanding, m: PreparedMessage, ctx: EngineContext): Understanding {
  if (u.kind === 'tool') {
    const { call } = u;
    if (call.name === 'weather' && !call.args.place) {
      return ctx.location
        ? { kind: 'tool', call: { ...call, args: { ...call.args, use_my_location: true } } }
        : { kind: 'needs_location' };
    }
    if (call.name === 'find_campgrounds' && !call.args.near && !call.args.along) {
      return ctx.location
        ? { kind: 'tool', call: { ...call, args: { ...call.args, use_my_location: true } } }
        : { kind: 'needs_location' };
    }
    return u;
  }
  if ((u.kind === 'unknown' || (u.kind === 'clarify' && u.missing === 'place')) && !ctx.location) {
    if (LOCATION_QUESTION.test(m.text)) return { kind: 'needs_location' };
  }
  return u;
}

/** What the built-in engine makes of a message: the surest reading of all matchers, or unknown. */
export function understand(text: string, ctx: EngineContext): Understood {
  const m = prepareMessage(text, ctx);
  const matchers: IntentMatcher[] = [
    ...conversationMatchers,
    ...financeMatchers,
    ...financeExtraMatchers,
    ...travelMatchers,
    ...recordMatchers,
    ...socialMatchers,
    ...shopMatchers,
    followUp(ctx.previous),
    placeChoiceMatcher,
  ];
  let best: IntentMatch | null = null;
  for (const matcher of matchers) {
    const match = matcher(m, ctx);
    if (match && (best === null || match.score > best.score)) best = match;
  }
  const understanding: Understanding = best && best.score >= THRESHOLD ? best.understanding : { kind: 'unknown' };
  return { ...applyLocationRule(understanding, m, ctx), language: m.language };
}

export { prepareMessage } from './prepare.ts';
