/** "The second one" after a campground search: the site picked from the list Pam showed, rated or told about. */
import type { PamToolArgs } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { ordinalIn } from './record-words.ts';
import { folded, tool } from './travel-words.ts';

type Search = PamToolArgs<'find_campgrounds'>;
/** A site of the last search: its position in the list, or (for "it") the only one the search found. */
export type Listed = { listed: Search; choice?: number };

/** The search whose list the user picks from: the one just shown, or the one a pick before this named. */
function listedSearch(ctx: EngineContext): Search | null {
  const previous = ctx.previous;
  if (previous?.name === 'find_campgrounds') return previous.args;
  if (previous?.name === 'review_campground' || previous?.name === 'campground_reviews')
    return previous.args.listed ?? null;
  return null;
}

/**
 * The conversation's site ("rate it 5 stars" after a pick), still with the search picked from: "the first one" next
 * picks from the same list.
 */
export function keepListed<T extends object>(site: T | null, ctx: EngineContext): (T & { listed?: Search }) | null {
  const listed = listedSearch(ctx);
  return site && listed && 'id' in site ? { ...site, listed } : site;
}

/** "the second one", "el segundo", "la deuxième", "number 2", "the 3rd campground". */
const REF =
  /^(?:(?:the|el|la|le|lo|number|numero|no|n)\s+)?\S+(?:\s+(?:one|uno|una|campground|campsite|site|camping|on the list|de la lista|de la liste))?$/;
const IT =
  /^(?:it|that|that one|this one|this|lo|la|le|l'|ese|esa|este|esta|celui-ci|celui-la|ce camping|that campground)?$/;

/**
 * The site `said` names from the last search ("the second one", "it"), or null when it names none or no search was
 * shown just before.
 */
export function listedPick(message: PreparedMessage, ctx: EngineContext, said: string): Listed | null {
  const listed = listedSearch(ctx);
  if (!listed) return null;
  const words = said.split(/[:,;.!?]/)[0]!.trim();
  // "it" right after the search is one of its sites; after a pick, it is the site picked (the conversation's).
  if (IT.test(words)) return ctx.previous?.name === 'find_campgrounds' ? { listed } : null;
  const choice = ordinalIn({ ...message, text: words });
  return choice !== null && REF.test(words) ? { listed, choice } : null;
}

const MORE =
  /(?:^|\s)(?:tell me (?:more )?about|more (?:info|information|details) (?:about|on)|(?:show me |give me )?(?:the )?details (?:of|for|on|about)|what about|what is|what's|how is|how's|cuentame (?:mas )?(?:sobre|de|del)|dime mas (?:sobre|de|del)|mas (?:informacion|detalles|info) (?:sobre|de|del)|hablame (?:de|del|sobre)|(?:los )?detalles (?:de|del)|que tal (?:es )?|como es|parle-moi (?:de|du)|parle moi (?:de|du)|dis-m'en plus sur|dis m'en plus sur|dis m en plus sur|plus d'infos? sur|plus d infos? sur|plus de details sur|(?:les )?details (?:de|du|sur)|comment est)\s+/;

/**
 * "tell me more about the first one", "cuéntame más del segundo", "parle-moi du troisième": after a campground search,
 * the site's details and reviews.
 */
export const moreAboutPicked: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const more = MORE.exec(f.text);
  if (!more) return null;
  const said = f.text.slice(more.index + more[0].length).replace(/\s*\?+\s*$/, '');
  const picked = said.trim() ? listedPick(message, ctx, said) : null;
  if (picked) return tool({ name: 'campground_reviews', args: picked }, 0.93);
  // "tell me more about it" after a campground was named, added or rated.
  if (ctx.subject?.kind !== 'campground' || !said.trim() || !IT.test(said.trim())) return null;
  return tool({ name: 'campground_reviews', args: keepListed({ id: ctx.subject.id }, ctx)! }, 0.9);
};
