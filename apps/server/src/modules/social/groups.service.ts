import type {
  Group,
  GroupMember,
  GroupRole,
  groupInputSchema,
  groupListQuerySchema,
  groupMemberListQuerySchema,
  groupPatchSchema,
} from '@ww/contracts';
import type { z } from 'zod';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { encodeCreatedCursor } from '#platform/pagination.ts';
import { groupsRepository as repo, type GroupMemberRow, type GroupRow } from './groups.repository.ts';
import { deliverNotices, writeNotices, type WrittenNotice } from './social-notify.ts';

const forbidden = (message: string, code: string) => new AppError(403, 'rls_permission', message, code);
const conflict = (message: string, code: string) => new AppError(409, 'validation', message, code);

export const toGroup = (r: GroupRow): Group => ({
  id: r.id,
  name: r.name,
  description: r.description,
  rules: r.rules,
  join_policy: r.join_policy as Group['join_policy'],
  owner: { id: r.owner_id, display_name: r.owner_name, avatar_url: r.owner_avatar },
  member_count: Number(r.member_count),
  my_role: r.my_status === 'active' ? (r.my_role as GroupRole) : null,
  my_status: (r.my_status as Group['my_status']) ?? null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const toMember = (r: GroupMemberRow): GroupMember => ({
  user: { id: r.user_id, display_name: r.display_name, avatar_url: r.avatar_url },
  role: r.role as GroupRole,
  status: r.status as GroupMember['status'],
  created_at: r.created_at.toISOString(),
});

const isManager = (g: Group) => g.my_role === 'owner' || g.my_role === 'moderator';

/**
 * Groups: anyone signed in finds them; members see who else is in; owners and moderators edit the group, answer
 * join requests and remove members; only the owner sets roles, hands the group over and deletes it. Row-level
 * security (0016, 0021) holds the same lines, so these checks are for clear answers, not the only guard.
 */
export function createGroupsService(deps: Pick<AppDeps, 'db'> & Parameters<typeof deliverNotices>[0]) {
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  const load = async (t: Tx, id: string) => {
    const row = await repo.get(t, id);
    if (!row) throw notFound();
    return toGroup(row);
  };

  /** The target's membership row (active or pending) as a manager sees it; 404 when they have none. */
  const loadMember = async (t: Tx, groupId: string, userId: string) => {
    const row = await repo.member(t, groupId, userId);
    if (!row) throw notFound();
    return toMember(row);
  };

  const requireManager = (g: Group) => {
    if (!isManager(g)) throw forbidden("Only the group's owner and moderators can do this.", 'not_group_moderator');
  };
  const requireOwner = (g: Group, message: string) => {
    if (g.my_role !== 'owner') throw forbidden(message, 'not_group_owner');
  };

  return {
    list: (userId: string, q: z.output<typeof groupListQuerySchema>) =>
      tx(userId, async (t) => {
        const rows = await repo.page(t, { q: q.q || undefined, mine: q.mine }, q.limit, q.cursor);
        const page = rows.slice(0, q.limit);
        const last = page.at(-1);
        return {
          data: page.map(toGroup),
          next_cursor: rows.length > q.limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.id }) : null,
        };
      }),

    get: (userId: string, id: string) => tx(userId, (t) => load(t, id)),

    create: (userId: string, input: z.output<typeof groupInputSchema>) =>
      tx(userId, async (t) => load(t, (await repo.insert(t, input)).id)),

    update: (userId: string, id: string, patch: z.output<typeof groupPatchSchema>) =>
      tx(userId, async (t) => {
        requireManager(await load(t, id));
        if (Object.keys(patch).length > 0) await repo.update(t, id, patch);
        return load(t, id);
      }),

    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        requireOwner(await load(t, id), "Only the group's owner can delete it.");
        await repo.remove(t, id);
      }),

    /** An open group takes the caller in at once; a request group records a request its owner and moderators hear of. */
    async join(userId: string, id: string) {
      let notices: WrittenNotice[] = [];
      const group = await tx(userId, async (t) => {
        const g = await load(t, id);
        if (g.my_status === 'active') throw conflict('You are already a member of this group.', 'already_member');
        if (g.my_status === 'pending') throw conflict('Your request to join is already waiting.', 'already_requested');
        const { status } = await repo.join(t, id);
        if (status === 'pending') {
          const managers = await repo.managers(t, id);
          notices = await writeNotices(
            t,
            managers.map((recipient) => ({
              recipient,
              kind: 'social.group_request',
              data: { group_id: id, user_id: userId },
            })),
          );
        }
        return load(t, id);
      });
      await deliverNotices(deps, notices);
      return group;
    },

    /** Leaving, or withdrawing a request. The owner hands the group over first (or deletes it). */
    leave: (userId: string, id: string) =>
      tx(userId, async (t) => {
        const g = await load(t, id);
        if (g.my_status === null) throw notFound();
        if (g.my_role === 'owner') {
          throw conflict(
            'As the owner you cannot leave this group: hand it over to another member first, or delete the group.',
            'owner_cannot_leave',
          );
        }
        await repo.removeMember(t, id, userId);
        return load(t, id);
      }),

    members: (userId: string, id: string, q: z.output<typeof groupMemberListQuerySchema>) =>
      tx(userId, async (t) => {
        const g = await load(t, id);
        if (g.my_role === null) throw forbidden('Only members can see who is in this group.', 'members_only');
        if (q.status === 'pending') requireManager(g);
        const rows = await repo.members(t, id, q.status, q.limit, q.cursor);
        const page = rows.slice(0, q.limit);
        const last = page.at(-1);
        return {
          data: page.map(toMember),
          next_cursor:
            rows.length > q.limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.user_id }) : null,
        };
      }),

    approve: (userId: string, id: string, memberId: string) =>
      tx(userId, async (t) => {
        requireManager(await load(t, id));
        const member = await loadMember(t, id, memberId);
        if (member.status === 'active') throw conflict('This traveller is already a member.', 'already_member');
        await repo.setMember(t, id, memberId, { status: 'active' });
        return loadMember(t, id, memberId);
      }),

    decline: (userId: string, id: string, memberId: string) =>
      tx(userId, async (t) => {
        requireManager(await load(t, id));
        const member = await loadMember(t, id, memberId);
        if (member.status !== 'pending') throw notFound();
        await repo.removeMember(t, id, memberId);
      }),

    setRole: (userId: string, id: string, memberId: string, role: 'moderator' | 'member') =>
      tx(userId, async (t) => {
        requireOwner(await load(t, id), "Only the group's owner sets roles.");
        const member = await loadMember(t, id, memberId);
        if (member.status !== 'active') throw notFound();
        if (member.role === 'owner') {
          throw conflict('The owner keeps their role until they hand the group over.', 'owner_role');
        }
        await repo.setMember(t, id, memberId, { role });
        return loadMember(t, id, memberId);
      }),

    /** Owners remove anyone but themselves; moderators remove members and requests, not other moderators. */
    removeMember: (userId: string, id: string, memberId: string) =>
      tx(userId, async (t) => {
        const g = await load(t, id);
        requireManager(g);
        const member = await loadMember(t, id, memberId);
        if (member.role === 'owner') throw forbidden("Nobody removes the group's owner.", 'owner_stays');
        if (member.role === 'moderator' && g.my_role !== 'owner' && memberId !== userId) {
          throw forbidden('Only the owner removes a moderator.', 'not_group_owner');
        }
        await repo.removeMember(t, id, memberId);
      }),

    /** The owner hands the group to another active member and stays on as a moderator. */
    transfer: (userId: string, id: string, newOwnerId: string) =>
      tx(userId, async (t) => {
        requireOwner(await load(t, id), "Only the group's owner can hand it over.");
        if (newOwnerId === userId) throw validationError({ user_id: 'already_owner' });
        const member = await repo.member(t, id, newOwnerId);
        if (!member || member.status !== 'active') throw validationError({ user_id: 'not_a_member' });
        // The guards of 0021 want this order: the group's owner first, then the roles that follow it.
        await repo.setOwner(t, id, newOwnerId);
        await repo.setMember(t, id, newOwnerId, { role: 'owner' });
        await repo.setMember(t, id, userId, { role: 'moderator' });
        return load(t, id);
      }),
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;
