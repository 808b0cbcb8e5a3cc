import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { PamSubject } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

const ctx = engineContext();
const GROUP: PamSubject = { kind: 'group', id: '66666666-6666-4666-8666-666666666666', label: 'Boondockers NZ' };

const callOf = (text: string, subject: PamSubject | null = null) => {
  const u = understand(text, { ...ctx, subject });
  return u.kind === 'tool' ? u.call : u;
};

const members = (group: string): PamToolCall => ({ name: 'list_group_members', args: { group } });
const role = (member: string, r: 'moderator' | 'member', group?: string): PamToolCall => ({
  name: 'set_group_role',
  args: { ...(group ? { group } : {}), member, role: r },
});
const handOver = (group: string, member: string): PamToolCall => ({
  name: 'transfer_group',
  args: { group, member },
});
const post = (action: 'hide' | 'restore', group: string, author?: string, reason?: string): PamToolCall => ({
  name: 'moderate_group_post',
  args: { group, action, ...(author ? { author } : {}), ...(reason ? { reason } : {}) },
});
const run = (r: 'owner' | 'moderator'): PamToolCall => ({ name: 'list_my_groups', args: { role: r } });
const BLOCKED: PamToolCall = { name: 'list_blocked', args: {} };

describe('running a group: members, roles, ownership, moderation, the groups run and the blocked', () => {
  it.each<[string, PamToolCall]>([
    // English
    ['who is in the Boondockers group?', members('Boondockers')],
    ["who's in Boondockers NZ?", members('Boondockers NZ')],
    ['who are the members of Boondockers NZ', members('Boondockers NZ')],
    ['list the members of the Boondockers NZ group', members('Boondockers NZ')],
    ['who moderates Boondockers NZ?', members('Boondockers NZ')],
    ['make Sam a moderator of Boondockers', role('Sam', 'moderator', 'Boondockers')],
    ['make Sam Green a moderator in the Boondockers group', role('Sam Green', 'moderator', 'Boondockers')],
    ['promote Sam to moderator in Boondockers NZ', role('Sam', 'moderator', 'Boondockers NZ')],
    ['make Sam a moderator', role('Sam', 'moderator')],
    ['remove Sam as moderator of Boondockers NZ', role('Sam', 'member', 'Boondockers NZ')],
    ["take away Sam's moderator role in Boondockers NZ", role('Sam', 'member', 'Boondockers NZ')],
    ['demote Sam in Boondockers NZ', role('Sam', 'member', 'Boondockers NZ')],
    ['hand Boondockers over to Sam', handOver('Boondockers', 'Sam')],
    ['transfer ownership of Boondockers NZ to Sam Green', handOver('Boondockers NZ', 'Sam Green')],
    ['hand over the Boondockers group to Sam', handOver('Boondockers', 'Sam')],
    ['make Sam the owner of Boondockers NZ', handOver('Boondockers NZ', 'Sam')],
    ["remove Sam's post from Boondockers NZ", post('hide', 'Boondockers NZ', 'Sam')],
    ['hide the latest post in the Boondockers group', post('hide', 'Boondockers')],
    ["hide Sam's post in Boondockers NZ because it's spam", post('hide', 'Boondockers NZ', 'Sam', "It's spam")],
    ["put Sam's post back in Boondockers NZ", post('restore', 'Boondockers NZ', 'Sam')],
    ["restore Sam's post in Boondockers NZ", post('restore', 'Boondockers NZ', 'Sam')],
    ['which groups do I own?', run('owner')],
    ['what groups do I moderate?', run('moderator')],
    ['groups I run', run('moderator')],
    ['who have I blocked?', BLOCKED],
    ['show my blocked list', BLOCKED],
    ['blocked users', BLOCKED],
    // Spanish
    ['¿quiénes están en el grupo Boondockers?', members('Boondockers')],
    ['quienes son los miembros de Boondockers NZ', members('Boondockers NZ')],
    ['muéstrame los miembros del grupo Boondockers NZ', members('Boondockers NZ')],
    ['haz a Sam moderador de Boondockers', role('Sam', 'moderator', 'Boondockers')],
    ['nombra a Juan moderador del grupo Boondockers NZ', role('Juan', 'moderator', 'Boondockers NZ')],
    ['quita a Sam de moderador', role('Sam', 'member')],
    ['quita a Sam de moderador del grupo Boondockers', role('Sam', 'member', 'Boondockers')],
    ['quítale a Juan el rol de moderador en Boondockers NZ', role('Juan', 'member', 'Boondockers NZ')],
    ['cede el grupo Boondockers a Juan', handOver('Boondockers', 'Juan')],
    ['transfiere la propiedad de Boondockers NZ a Juan', handOver('Boondockers NZ', 'Juan')],
    ['haz a Juan dueño de Boondockers NZ', handOver('Boondockers NZ', 'Juan')],
    ['oculta la publicación de Juan en Boondockers NZ', post('hide', 'Boondockers NZ', 'Juan')],
    ['quita la publicación de Juan del grupo Boondockers', post('hide', 'Boondockers', 'Juan')],
    ['restaura la publicación de Juan en Boondockers NZ', post('restore', 'Boondockers NZ', 'Juan')],
    ['¿qué grupos administro?', run('moderator')],
    ['¿de qué grupos soy dueño?', run('owner')],
    ['¿a quién he bloqueado?', BLOCKED],
    ['mis bloqueados', BLOCKED],
    // French
    ['qui est dans le groupe Boondockers ?', members('Boondockers')],
    ['qui sont les membres de Boondockers NZ ?', members('Boondockers NZ')],
    ['liste les membres du groupe Boondockers NZ', members('Boondockers NZ')],
    ['nomme Sam modérateur', role('Sam', 'moderator')],
    ['nomme Paul modérateur du groupe Boondockers NZ', role('Paul', 'moderator', 'Boondockers NZ')],
    ['fais de Paul un modérateur de Boondockers', role('Paul', 'moderator', 'Boondockers')],
    ['retire à Paul le rôle de modérateur de Boondockers NZ', role('Paul', 'member', 'Boondockers NZ')],
    ['rétrograde Paul dans Boondockers NZ', role('Paul', 'member', 'Boondockers NZ')],
    ['cède le groupe Boondockers à Paul', handOver('Boondockers', 'Paul')],
    ['transfère la propriété de Boondockers NZ à Paul', handOver('Boondockers NZ', 'Paul')],
    ['fais de Paul le propriétaire de Boondockers NZ', handOver('Boondockers NZ', 'Paul')],
    ['masque la publication de Paul dans Boondockers NZ', post('hide', 'Boondockers NZ', 'Paul')],
    ['retire la publication de Paul du groupe Boondockers', post('hide', 'Boondockers', 'Paul')],
    ['rétablis la publication de Paul dans Boondockers NZ', post('restore', 'Boondockers NZ', 'Paul')],
    ['quels groupes je gère ?', run('moderator')],
    ['les groupes dont je suis propriétaire', run('owner')],
    ['qui ai-je bloqué ?', BLOCKED],
    ['mes bloqués', BLOCKED],
    // Typos and missing accents
    ['who is in the Boondockers grup?', members('Boondockers')],
    ['make Sam a moderater of Boondockers', role('Sam', 'moderator', 'Boondockers')],
    ['quitale a Juan el rol de moderador en Boondockers NZ', role('Juan', 'member', 'Boondockers NZ')],
    ['nomme Paul moderateur du groupe Boondockers NZ', role('Paul', 'moderator', 'Boondockers NZ')],
    ['cede le groupe Boondockers a Paul', handOver('Boondockers', 'Paul')],
    ['a quien he bloqueado', BLOCKED],
    ['qui ai je bloque', BLOCKED],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('"it" is the group the conversation is about', () => {
    expect(callOf('who is in it?', GROUP)).toEqual({ name: 'list_group_members', args: { id: GROUP.id } });
    expect(callOf('make Sam a moderator of it', GROUP)).toEqual({
      name: 'set_group_role',
      args: { id: GROUP.id, member: 'Sam', role: 'moderator' },
    });
  });

  it('"the second one" after a question about which member or group', () => {
    const previous = { name: 'set_group_role', args: { group: 'Boondockers', member: 'Sam', role: 'moderator' } };
    const u = understand('the second one', { ...ctx, previous } as typeof ctx);
    expect(u).toMatchObject({ kind: 'tool', call: { name: 'set_group_role', args: { member: 'Sam', choice: 2 } } });
  });

  it.each<[string, string]>([
    ['remove Sam from Boondockers NZ', 'remove_group_member'],
    ['block Sam', 'block_user'],
    ['unblock Sam', 'unblock_user'],
    ['my groups', 'find_groups'],
    ['leave the Boondockers group', 'leave_group'],
    ['give $20 to Sam', ''],
    ['delete my last post', ''],
  ])('leaves "%s" to the tool it belongs to', (text, name) => {
    const got = callOf(text);
    const tool = 'name' in got ? got.name : '';
    if (name) expect(tool).toBe(name);
    else expect(['list_group_members', 'set_group_role', 'transfer_group', 'moderate_group_post']).not.toContain(tool);
  });
});
