import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { PamSubject } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

const ctx = engineContext();
const GROUP: PamSubject = { kind: 'group', id: '66666666-6666-4666-8666-666666666666', label: 'Boondockers' };

const callOf = (text: string, subject: PamSubject | null = null) => {
  const u = understand(text, { ...ctx, subject });
  return u.kind === 'tool' ? u.call : u;
};
const B = { group: 'Boondockers' };

describe("a group's rules", () => {
  it.each<[string, PamToolCall]>([
    ['what are the Boondockers rules?', { name: 'group_rules', args: B }],
    ['what are the rules of the Boondockers group', { name: 'group_rules', args: B }],
    ['show me the rules for Boondockers', { name: 'group_rules', args: B }],
    ['¿cuáles son las normas del grupo Boondockers?', { name: 'group_rules', args: B }],
    ['cuales son las reglas de Boondockers', { name: 'group_rules', args: B }],
    ['quelles sont les règles du groupe Boondockers ?', { name: 'group_rules', args: B }],
    ["c'est quoi le règlement du groupe Boondockers", { name: 'group_rules', args: B }],
    ['set the rules of Boondockers to: be kind', { name: 'set_group_rules', args: { ...B, rules: 'be kind' } }],
    [
      'could you set the rules of the Boondockers group to Be kind. No selling.',
      { name: 'set_group_rules', args: { ...B, rules: 'Be kind. No selling.' } },
    ],
    [
      'las normas del grupo Boondockers son: sé amable',
      { name: 'set_group_rules', args: { ...B, rules: 'sé amable' } },
    ],
    [
      'cambia las normas de Boondockers a: sé amable, nada de spam',
      { name: 'set_group_rules', args: { ...B, rules: 'sé amable, nada de spam' } },
    ],
    [
      'les règles du groupe Boondockers sont : soyez aimables',
      { name: 'set_group_rules', args: { ...B, rules: 'soyez aimables' } },
    ],
    [
      'change les règles du groupe Boondockers en : pas de pub',
      { name: 'set_group_rules', args: { ...B, rules: 'pas de pub' } },
    ],
    ['remove the rules of the Boondockers group', { name: 'set_group_rules', args: { ...B, rules: '' } }],
    ['borra las normas del grupo Boondockers', { name: 'set_group_rules', args: { ...B, rules: '' } }],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('"what are its rules?" after a group: that group', () => {
    expect(callOf('what are the rules of that group', GROUP)).toEqual({ name: 'group_rules', args: { id: GROUP.id } });
  });

  it('category rules stay the finance rules', () => {
    expect(callOf('what are my category rules?')).toMatchObject({ name: 'find_records' });
  });
});

describe("a group's reports", () => {
  it.each<[string, PamToolCall]>([
    ['any reports in Boondockers?', { name: 'group_reports', args: B }],
    ['show me the open reports for the Boondockers group', { name: 'group_reports', args: B }],
    ['¿hay denuncias en el grupo Boondockers?', { name: 'group_reports', args: B }],
    ['des signalements dans le groupe Boondockers ?', { name: 'group_reports', args: B }],
    [
      "dismiss the report on Sam's post in Boondockers",
      { name: 'act_on_group_report', args: { ...B, action: 'dismiss', author: 'Sam' } },
    ],
    ["dismiss the report on Sam's post", { name: 'act_on_group_report', args: { action: 'dismiss', author: 'Sam' } }],
    [
      'desestima la denuncia sobre la publicación de Sam en Boondockers',
      { name: 'act_on_group_report', args: { ...B, action: 'dismiss', author: 'Sam' } },
    ],
    [
      'rejette le signalement sur la publication de Paul dans Boondockers',
      { name: 'act_on_group_report', args: { ...B, action: 'dismiss', author: 'Paul' } },
    ],
    ['hide the reported post by Sam', { name: 'act_on_group_report', args: { action: 'hide', author: 'Sam' } }],
    [
      'oculta la publicación denunciada de Sam',
      { name: 'act_on_group_report', args: { action: 'hide', author: 'Sam' } },
    ],
    [
      'masque la publication signalée de Paul',
      { name: 'act_on_group_report', args: { action: 'hide', author: 'Paul' } },
    ],
    ['warn Sam about the report', { name: 'act_on_group_report', args: { action: 'warn', author: 'Sam' } }],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('after the reports of a group, "dismiss the report on Sam\'s post" acts in that group', () => {
    expect(callOf("dismiss the report on Sam's post", GROUP)).toEqual({
      name: 'act_on_group_report',
      args: { id: GROUP.id, action: 'dismiss', author: 'Sam' },
    });
  });

  it('reporting a post stays a report', () => {
    expect(callOf("report Sam's post")).toMatchObject({ name: 'report_content' });
  });
});
