import { z } from 'zod';
import { GROUP_LIMITS } from './social-groups.ts';
import { SOCIAL_LIMITS } from './social.ts';

/**
 * Pam's tools for running a group, as its screens do: who is in it and with what role, giving or taking the moderator
 * role, handing the group over, hiding a post from it (or putting it back), the groups the user runs, and the
 * travellers the user has blocked.
 */

const groupName = z.string().trim().min(1).max(SOCIAL_LIMITS.searchMaxChars);
/** A member as the user names them ("Sam", "Maria Lopez"). */
const person = z.string().trim().min(1).max(120);
/** 1-based: which of the groups, people or posts Pam listed when a name fitted several ("the second one"). */
const choice = z.number().int().min(1).max(20);
const id = z.uuid();
/** The group: by name, or by id once a reply or a confirmation named it. */
const group = { group: groupName.optional(), id: id.optional(), choice: choice.optional() };
/** Why a post is hidden, as its author is told. */
const reason = z.string().trim().min(1).max(1000);

export const GROUPS_PAM_TOOL_PARAMETERS = {
  /** Who is in one of the user's groups, with their roles (owner, moderators, members). */
  list_group_members: z.object(group),
  /** The owner makes a member a moderator (role moderator), or a moderator a plain member again (role member). */
  set_group_role: z.object({
    ...group,
    member: person.optional(),
    user_id: id.optional(),
    role: z.enum(['moderator', 'member']),
  }),
  /** Destructive: asks first, naming the group and the member. The owner hands the group over and stays a moderator. */
  transfer_group: z.object({ ...group, member: person.optional(), user_id: id.optional() }),
  /**
   * Destructive: asks first, naming the post. Its owner or a moderator hides a post from the group (action hide: the
   * latest of the author named, else the latest in the group; its author is told why) or puts a hidden one back.
   */
  moderate_group_post: z.object({
    ...group,
    action: z.enum(['hide', 'restore']),
    author: person.optional(),
    post_id: id.optional(),
    reason: reason.optional(),
  }),
  /** The groups the user runs (owns or moderates) with their role in each; role owner keeps those they own. */
  list_my_groups: z.object({ role: z.enum(['owner', 'moderator']).optional() }),
  /** The rules of a group the user may see. */
  group_rules: z.object(group),
  /** The owner or a moderator sets a group's rules (empty: no rules), as the group settings screen does. */
  set_group_rules: z.object({ ...group, rules: z.string().trim().max(GROUP_LIMITS.rulesMax) }),
  /** The open reports on content of a group the user owns or moderates (the moderation queue, that group's part). */
  group_reports: z.object(group),
  /**
   * Destructive: asks first, naming the report. Its group's owner or a moderator acts on an open report: hides (or
   * restores) the content, dismisses the report, or warns the author; the report is the one on the content of the
   * author named, else the only one; the author is told why (reason) except on dismiss.
   */
  act_on_group_report: z.object({
    ...group,
    action: z.enum(['hide', 'restore', 'dismiss', 'warn']),
    author: person.optional(),
    report_id: id.optional(),
    reason: reason.optional(),
  }),
  /** The travellers the user has blocked. */
  list_blocked: z.object({}),
};
