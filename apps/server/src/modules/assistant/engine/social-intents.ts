import type { PamToolCall } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { socialCommunityMatchers } from './social-community-intents.ts';
import { socialContentMatchers } from './social-content-intents.ts';
import { socialDestinationMatchers } from './social-destination-intents.ts';
import { socialFeedMatchers } from './social-feed-intents.ts';
import { socialGroupManageMatchers } from './social-group-manage-intents.ts';
import { socialGroupMatchers } from './social-group-intents.ts';
import { socialGroupRoleMatchers } from './social-group-roles-intents.ts';
import { socialGroupRulesMatchers } from './social-group-rules-intents.ts';
import { socialManageMatchers } from './social-manage-intents.ts';
import { socialMarketMatchers } from './social-market-intents.ts';
import { socialMessageMatchers } from './social-message-intents.ts';
import { socialNetworkMatchers } from './social-network-intents.ts';
import { core, nameAt, said } from './social-words.ts';
import { tool } from './travel-words.ts';

/** Where each social tool that names a person or a group takes the name. */
const NAMED_BY: Partial<Record<PamToolCall['name'], string>> = {
  send_message: 'to',
  read_messages: 'from',
  comment_post: 'author',
  like_post: 'author',
  create_post: 'group',
  send_friend_request: 'name',
  remove_friend: 'name',
  answer_friend_request: 'name',
  follow_user: 'name',
  block_user: 'name',
  unblock_user: 'name',
  join_group: 'group',
  leave_group: 'group',
  update_group: 'group',
  remove_group_member: 'member',
  vote_hustle: 'hustle',
  update_listing: 'listing',
  delete_listing: 'listing',
  update_hustle: 'hustle',
  delete_hustle: 'hustle',
  delete_group: 'group',
  answer_group_request: 'member',
  answer_all_group_requests: 'group',
  share_trip: 'friend',
  list_group_members: 'group',
  set_group_role: 'member',
  transfer_group: 'member',
  moderate_group_post: 'author',
  edit_post: 'post',
  delete_post: 'post',
  delete_comment: 'author',
  comment_hustle: 'hustle',
  read_hustle_comments: 'hustle',
  report_content: 'author',
  rename_trip: 'trip',
  set_trip_status: 'trip',
  unshare_trip: 'trip',
  copy_shared_trip: 'trip',
  comment_shared_trip: 'trip',
  read_trip_comments: 'trip',
  suggest_trip_stop: 'trip',
  answer_trip_suggestion: 'stop',
  cancel_friend_request: 'name',
  group_rules: 'group',
  set_group_rules: 'group',
  group_reports: 'group',
  act_on_group_report: 'author',
};

const ORDINALS: Array<[RegExp, number]> = [
  [/\b(?:first|1st|primer[oa]?|premier|premiere|1)\b/, 1],
  [/\b(?:second|2nd|segund[oa]|deuxieme|second|seconde|2)\b/, 2],
  [/\b(?:third|3rd|tercer[oa]?|troisieme|3)\b/, 3],
  [/\b(?:fourth|4th|cuart[oa]|quatrieme|4)\b/, 4],
  [/\b(?:fifth|5th|quint[oa]|cinquieme|5)\b/, 5],
];
const CHOICE = /^(?:(?:the|el|la|le|number|numero|no|#)\s*)?(?:\S+)(?:\s+(?:one|uno|una|option|opcion))?\s*[.!]*$/;

/**
 * The answer to "Which one do you mean: Sam Green or Sam Brown?": "the second", "el primero", "Sam Brown", "le
 * premier". The previous call again, with the person or group chosen.
 */
const choiceAnswer: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  const key = previous ? NAMED_BY[previous.name] : undefined;
  if (!previous || !key) return null;
  const args = previous.args as Record<string, unknown>;
  // A request answered without a name may have been asked which: "the second one", "Sam" pick from that list.
  const unnamed = previous.name === 'answer_friend_request' || previous.name === 'answer_group_request';
  if (args[key] === undefined && args.choice === undefined && !unnamed) return null;
  const s = said(m);
  const c = core(s).trim();
  if (c.split(/\s+/).length <= 3 && CHOICE.test(c)) {
    const ordinal = ORDINALS.find(([re]) => re.test(c));
    if (ordinal) return tool({ ...previous, args: { ...args, choice: ordinal[1] } } as PamToolCall, 0.75);
  }
  // A name alone (capitalised, up to three words): the one the user meant.
  const bare = c.replace(/^(?:and|i mean|y|et|je veux dire|me refiero a|quiero decir)\s+/, '');
  const offset = c.length - bare.length;
  const n = nameAt(s, core(s).indexOf(bare) >= 0 ? core(s).indexOf(bare) : offset);
  if (
    !n ||
    !/^\p{Lu}/u.test(n.name) ||
    core(s)
      .slice(n.end)
      .replace(/[\s.!?]+/g, '') !== ''
  )
    return null;
  const { choice: _dropped, ...kept } = args;
  return tool({ ...previous, args: { ...kept, [key]: n.name } } as PamToolCall, 0.6);
};

export const socialMatchers: IntentMatcher[] = [
  ...socialFeedMatchers,
  ...socialMessageMatchers,
  ...socialNetworkMatchers,
  ...socialGroupMatchers,
  ...socialGroupManageMatchers,
  ...socialGroupRoleMatchers,
  ...socialGroupRulesMatchers,
  ...socialMarketMatchers,
  ...socialManageMatchers,
  ...socialCommunityMatchers,
  ...socialContentMatchers,
  ...socialDestinationMatchers,
  choiceAnswer,
];
