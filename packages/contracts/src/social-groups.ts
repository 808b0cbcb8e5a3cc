import { z } from 'zod';
import { SOCIAL_LIMITS, socialPageQuerySchema, socialUserSchema } from './social.ts';

/** Groups (issue 12 point 2): create, join (open or by request), leave; roles owner, moderator, member; rules. */

export const GROUP_JOIN_POLICIES = ['open', 'request'] as const;
export type GroupJoinPolicy = (typeof GROUP_JOIN_POLICIES)[number];
export const GROUP_ROLES = ['owner', 'moderator', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const GROUP_MEMBER_STATUSES = ['active', 'pending'] as const;
export type GroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number];

/** The columns' check constraints (0016_social_graph.sql). */
export const GROUP_LIMITS = { nameMax: 100, descriptionMax: 2_000, rulesMax: 4_000 } as const;

const nameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(GROUP_LIMITS.nameMax, { error: 'too_long' });
const descriptionSchema = z.string({ error: 'invalid' }).trim().max(GROUP_LIMITS.descriptionMax, { error: 'too_long' });
const rulesSchema = z.string({ error: 'invalid' }).trim().max(GROUP_LIMITS.rulesMax, { error: 'too_long' });
const joinPolicySchema = z.enum(GROUP_JOIN_POLICIES, { error: 'invalid' });

export const groupInputSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema.default(''),
    rules: rulesSchema.default(''),
    join_policy: joinPolicySchema,
  })
  .strict();
export type GroupInput = z.input<typeof groupInputSchema>;

export const groupPatchSchema = z
  .object({ name: nameSchema, description: descriptionSchema, rules: rulesSchema, join_policy: joinPolicySchema })
  .partial()
  .strict();
export type GroupPatch = z.infer<typeof groupPatchSchema>;

/** `GET /social/groups`: `q` a part of the name, `mine=true` only the groups the caller belongs to or asked to join. */
export const groupListQuerySchema = socialPageQuerySchema.extend({
  q: z.string().trim().max(SOCIAL_LIMITS.searchMaxChars, { error: 'too_long' }).optional(),
  mine: z
    .enum(['true', 'false'], { error: 'invalid' })
    .optional()
    .transform((v) => v === 'true'),
});

export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  rules: z.string(),
  join_policy: z.enum(GROUP_JOIN_POLICIES),
  owner: socialUserSchema,
  /** Active members, the owner included. */
  member_count: z.number().int(),
  /** The caller's role while an active member, else null. */
  my_role: z.enum(GROUP_ROLES).nullable(),
  /** 'pending' while the caller's request waits; null when the caller has neither joined nor asked. */
  my_status: z.enum(GROUP_MEMBER_STATUSES).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupResponseSchema = z.object({ data: groupSchema });
export const groupListResponseSchema = z.object({ data: z.array(groupSchema), next_cursor: z.string().nullable() });

/** `GET /social/groups/{id}/members`: active members (members only), or the pending requests (owner and moderators). */
export const groupMemberListQuerySchema = socialPageQuerySchema.extend({
  status: z.enum(GROUP_MEMBER_STATUSES, { error: 'invalid' }).default('active'),
});

export const groupMemberSchema = z.object({
  user: socialUserSchema,
  role: z.enum(GROUP_ROLES),
  status: z.enum(GROUP_MEMBER_STATUSES),
  /** When they joined, or asked to. */
  created_at: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMemberResponseSchema = z.object({ data: groupMemberSchema });
export const groupMemberListResponseSchema = z.object({
  data: z.array(groupMemberSchema),
  next_cursor: z.string().nullable(),
});

/** `PATCH /social/groups/{id}/members/{user_id}` (owner only); the owner role moves with `transfer`. */
export const groupRolePatchSchema = z.object({ role: z.enum(['moderator', 'member'], { error: 'invalid' }) }).strict();
/** `POST /social/groups/{id}/transfer`: the owner hands the group to another active member. */
export const groupTransferSchema = z.object({ user_id: z.uuid({ error: 'invalid' }) }).strict();
