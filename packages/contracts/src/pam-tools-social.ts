import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { GROUP_JOIN_POLICIES, GROUP_LIMITS } from './social-groups.ts';
import { HUSTLE_LIMITS, HUSTLE_PERIODS, hustleTagSchema } from './social-hustles.ts';
import { MENTIONS_MAX } from './social-feed.ts';
import { CONVERSATION_TITLE_MAX_CHARS } from './social-messages.ts';
import { SOCIAL_LIMITS } from './social.ts';
import { LISTING_CATEGORIES, LISTING_CONDITIONS, LISTING_LIMITS, listingPriceSchema } from './social-marketplace.ts';

/**
 * Pam's Social tools (feed, comments, likes, messages, friends, follows, blocks, groups, marketplace, hustles,
 * location sharing): what the Social screens do, through the same services.
 */

/** A person as the user names them ("Sam", "Maria Lopez"): found among friends, or travellers the user may see. */
const person = z.string().trim().min(1).max(120);
/** 1-based: which of the people (or groups) Pam listed when a name fitted several ("the second one"). */
const choice = z.number().int().min(1).max(20);
const id = z.uuid();
const postBody = z.string().trim().min(1).max(SOCIAL_LIMITS.postMaxChars);
const commentBody = z.string().trim().min(1).max(SOCIAL_LIMITS.commentMaxChars);
const groupName = z.string().trim().min(1).max(SOCIAL_LIMITS.searchMaxChars);
const search = z.string().trim().min(1).max(SOCIAL_LIMITS.searchMaxChars);
const newGroupName = z.string().trim().min(1).max(GROUP_LIMITS.nameMax);
const groupDescription = z.string().trim().max(GROUP_LIMITS.descriptionMax);
/** An amount as the marketplace and hustle board store it: 0 or more, at most 2 decimals. */
const amount = listingPriceSchema;

export const SOCIAL_PAM_TOOL_PARAMETERS = {
  /**
   * Posts to the feed; visibility defaults from the profile (public, else friends). Without a body Pam asks what the
   * post should say, and the next message is the text.
   */
  create_post: z.object({
    body: postBody.optional(),
    visibility: z.enum(['public', 'friends']).optional(),
    /** One of the user's groups, named in words ("post to Boondockers: …"): the post goes to that group only. */
    group: groupName.optional(),
    /** One of the user's saved trips, named in words ("post my Moab trip"): attached as the composer attaches it. */
    trip: search.optional(),
    /** A place named ("at Moab"), or "here" for where the user is: geocoded and attached as the post's place. */
    place: z.string().trim().min(1).max(200).optional(),
    /** Travellers mentioned ("thanks @Sam", "mention Sam"): told as the composer's @mentions tell them. */
    mention: z.array(person).max(MENTIONS_MAX).optional(),
    /** The user wants a photo in it: Pam cannot take a file, so it opens the feed's composer. */
    photo: z.boolean().optional(),
    choice: choice.optional(),
  }),
  /** The latest posts of the user's feed, or of the person named. */
  read_feed: z.object({ author: person.optional(), choice: choice.optional() }),
  /** Comments on a post: the one by id, else the latest post of the person named, else the newest in the feed. */
  comment_post: z.object({
    body: commentBody,
    author: person.optional(),
    /** The user's own latest post ("comment on my last post"). */
    mine: z.boolean().optional(),
    post_id: id.optional(),
    choice: choice.optional(),
    /** Words of the post meant ("my sunset post"): the newest of the posts (mine, or the author's) holding them. */
    about: search.optional(),
    /** Replies to the latest comment by the person named on that post ("reply to Sam's comment on my post"). */
    reply_to: person.optional(),
  }),
  /** Likes (or unlikes) a post: by id, else the user's own latest (mine), else the latest of the person named, else the newest in the feed. */
  like_post: z.object({
    author: person.optional(),
    /** The user's own latest post ("like my last post"). */
    mine: z.boolean().optional(),
    post_id: id.optional(),
    unlike: z.boolean().optional(),
    choice: choice.optional(),
  }),
  /**
   * Sends a message to a friend named, or to a group conversation whose title fits `to` (or by user id, or in a
   * conversation by id); a friend and a group fitting alike is a question.
   */
  send_message: z.object({
    to: person.optional(),
    user_id: id.optional(),
    conversation_id: id.optional(),
    /** What to say; without it Pam asks, and the next message is the text. */
    body: z.string().trim().min(1).max(SOCIAL_LIMITS.messageMaxChars).optional(),
    choice: choice.optional(),
  }),
  /**
   * Recent messages: the unread conversations, or the latest of one (a friend's, or a group conversation's by its
   * title), marked read.
   */
  read_messages: z.object({ from: person.optional(), user_id: id.optional(), choice: choice.optional() }),
  /** Starts a group conversation in Messages with two or more friends named, titled as the user says. */
  start_group_chat: z.object({
    with: z
      .array(person)
      .min(2)
      .max(SOCIAL_LIMITS.participantsMax - 1),
    title: z.string().trim().min(1).max(CONVERSATION_TITLE_MAX_CHARS).optional(),
    choice: choice.optional(),
  }),
  /** The user's friends. */
  list_friends: z.object({}),
  /** Destructive: asks first. Ends the friendship with a friend named. */
  remove_friend: z.object({ name: person.optional(), user_id: id.optional(), choice: choice.optional() }),
  /** Sends a friend request to a traveller found by name (or user id). */
  send_friend_request: z.object({ name: person.optional(), user_id: id.optional(), choice: choice.optional() }),
  /** Pending friend requests: received (default), sent, or both. */
  list_friend_requests: z.object({ direction: z.enum(['incoming', 'outgoing', 'both']).optional() }),
  /** Accepts or declines a received friend request from the person named (the only one when none is named). */
  answer_friend_request: z.object({
    accept: z.boolean(),
    name: person.optional(),
    user_id: id.optional(),
    choice: choice.optional(),
  }),
  /**
   * Bulk, asks first naming how many and who: accepts (or declines) every received friend request. `request_ids`
   * are set by Pam from the question, so exactly the requests it named are answered.
   */
  answer_all_friend_requests: z.object({
    accept: z.boolean(),
    request_ids: z
      .array(id)
      .max(SOCIAL_LIMITS.pageSizeMax * 4)
      .optional(),
  }),
  /** Follows or unfollows a traveller named. */
  follow_user: z.object({
    name: person.optional(),
    user_id: id.optional(),
    unfollow: z.boolean().optional(),
    choice: choice.optional(),
  }),
  /** Destructive: asks first. Blocks a traveller named (ends friendship and follows both ways). */
  block_user: z.object({ name: person.optional(), user_id: id.optional(), choice: choice.optional() }),
  /** Unblocks a traveller the user blocked. */
  unblock_user: z.object({ name: person.optional(), user_id: id.optional(), choice: choice.optional() }),
  /** Groups by name, or the user's own groups. */
  find_groups: z.object({ query: search.optional(), mine: z.boolean().optional() }),
  /** Joins a group found by name (an open group at once; else a request to join). */
  join_group: z.object({ group: groupName.optional(), id: id.optional(), choice: choice.optional() }),
  /** Destructive: asks first. Leaves one of the user's groups (or withdraws a request to join). */
  leave_group: z.object({ group: groupName.optional(), id: id.optional(), choice: choice.optional() }),
  /** Starts a group the user owns: open to anyone (default) or by request. */
  create_group: z.object({
    name: newGroupName,
    description: groupDescription.optional(),
    join_policy: z.enum(GROUP_JOIN_POLICIES).optional(),
  }),
  /** Renames, describes or opens/closes one of the user's groups (its owner or moderators only, as on the screen). */
  update_group: z.object({
    group: groupName.optional(),
    id: id.optional(),
    choice: choice.optional(),
    new_name: newGroupName.optional(),
    description: groupDescription.optional(),
    join_policy: z.enum(GROUP_JOIN_POLICIES).optional(),
  }),
  /** Destructive: asks first. Removes a member named from a group the user owns or moderates. */
  remove_group_member: z.object({
    group: groupName.optional(),
    id: id.optional(),
    member: person.optional(),
    user_id: id.optional(),
    choice: choice.optional(),
  }),
  /** Destructive: asks first, naming the group and its member count. Deletes a group the user owns. */
  delete_group: z.object({ group: groupName.optional(), id: id.optional(), choice: choice.optional() }),
  /**
   * Approves (approve true) or refuses a request to join a group the user owns or moderates: the one of the person
   * named, else the only one waiting.
   */
  answer_group_request: z.object({
    approve: z.boolean(),
    group: groupName.optional(),
    id: id.optional(),
    member: person.optional(),
    user_id: id.optional(),
    choice: choice.optional(),
  }),
  /**
   * Bulk, asks first naming how many and who: approves (or refuses) every request to join a group the user owns or
   * moderates. `user_ids` are set by Pam from the question, so exactly the requests it named are answered.
   */
  answer_all_group_requests: z.object({
    approve: z.boolean(),
    group: groupName.optional(),
    id: id.optional(),
    choice: choice.optional(),
    user_ids: z
      .array(id)
      .max(SOCIAL_LIMITS.pageSizeMax * 4)
      .optional(),
  }),
  /** Marketplace listings for sale: words, category, price cap, near the user's location. */
  search_marketplace: z.object({
    query: search.optional(),
    category: z.enum(LISTING_CATEGORIES).optional(),
    max_price: z.number().positive().max(10_000_000).optional(),
    near_me: z.boolean().optional(),
  }),
  /**
   * Puts an item up for sale in the marketplace: price in the user's currency unless named; category from the words
   * unless given; condition 'good' unless said; picked up where the user is when known.
   */
  create_listing: z.object({
    title: z.string().trim().min(1).max(LISTING_LIMITS.titleMaxChars),
    price: amount,
    currency: z.enum(CURRENCIES).optional(),
    category: z.enum(LISTING_CATEGORIES).optional(),
    condition: z.enum(LISTING_CONDITIONS).optional(),
    description: z.string().trim().max(LISTING_LIMITS.descriptionMaxChars).optional(),
  }),
  /**
   * Changes one of the user's own listings, found by words of its title: marks it sold (sold true) or puts a sold one
   * back on sale (sold false), or changes its price, title, description, category or condition.
   */
  update_listing: z.object({
    listing: search.optional(),
    id: id.optional(),
    choice: choice.optional(),
    sold: z.boolean().optional(),
    category: z.enum(LISTING_CATEGORIES).optional(),
    condition: z.enum(LISTING_CONDITIONS).optional(),
    price: amount.optional(),
    currency: z.enum(CURRENCIES).optional(),
    title: z.string().trim().min(1).max(LISTING_LIMITS.titleMaxChars).optional(),
    description: z.string().trim().max(LISTING_LIMITS.descriptionMaxChars).optional(),
  }),
  /** Destructive: asks first, naming it. Deletes one of the user's own listings, found by words of its title. */
  delete_listing: z.object({ listing: search.optional(), id: id.optional(), choice: choice.optional() }),
  /** Side hustles (ways to earn on the road) matching words, most voted first. */
  search_hustles: z.object({ query: search.optional() }),
  /** Posts a side hustle idea to the board, with typical earnings when said ("$20 an hour"). */
  create_hustle: z.object({
    title: z.string().trim().min(1).max(HUSTLE_LIMITS.titleMaxChars),
    description: z.string().trim().max(HUSTLE_LIMITS.descriptionMaxChars).optional(),
    earnings: z
      .object({ min: amount, currency: z.enum(CURRENCIES).optional(), period: z.enum(HUSTLE_PERIODS) })
      .optional(),
  }),
  /** Votes for a hustle found by its title's words (or takes the vote back with unvote). */
  vote_hustle: z.object({
    hustle: search.optional(),
    id: id.optional(),
    unvote: z.boolean().optional(),
    choice: choice.optional(),
  }),
  /**
   * Changes one of the user's own hustle ideas, found by words of its title: its title, description, earnings (from
   * min, up to max when given, per period; no_earnings removes them) or tags (added, removed).
   */
  update_hustle: z.object({
    hustle: search.optional(),
    id: id.optional(),
    choice: choice.optional(),
    title: z.string().trim().min(1).max(HUSTLE_LIMITS.titleMaxChars).optional(),
    description: z.string().trim().max(HUSTLE_LIMITS.descriptionMaxChars).optional(),
    earnings: z
      .object({
        min: amount,
        max: amount.optional(),
        currency: z.enum(CURRENCIES).optional(),
        period: z.enum(HUSTLE_PERIODS),
      })
      .optional(),
    no_earnings: z.boolean().optional(),
    add_tags: z.array(hustleTagSchema).max(HUSTLE_LIMITS.tagsMax).optional(),
    remove_tags: z.array(hustleTagSchema).max(HUSTLE_LIMITS.tagsMax).optional(),
  }),
  /** Destructive: asks first, naming it. Deletes one of the user's own hustle ideas, found by words of its title. */
  delete_hustle: z.object({ hustle: search.optional(), id: id.optional(), choice: choice.optional() }),
  /** Turns location sharing on the community map on or off. */
  set_location_sharing: z.object({ on: z.boolean() }),
  /** Whether the user's location is shared on the community map, and who sees it. */
  location_sharing_status: z.object({}),
} as const satisfies Record<string, z.ZodType>;
