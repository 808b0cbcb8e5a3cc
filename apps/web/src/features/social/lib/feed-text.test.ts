import { describe, expect, it } from 'vitest';
import { bodySegments, insertMention, keptMentionIds, mentionAt } from './feed-text.ts';

const ANN = { id: '00000000-0000-4000-8000-000000000001', display_name: 'Ann' };
const ANN_LEE = { id: '00000000-0000-4000-8000-000000000002', display_name: 'Ann Lee' };

describe('feed text', () => {
  it('cuts a text at each mention, the longest name first, and leaves the rest as plain text', () => {
    expect(bodySegments('Hi @Ann Lee and @Ann!\n<b>', [ANN, ANN_LEE])).toEqual([
      { text: 'Hi ' },
      { text: '@Ann Lee', userId: ANN_LEE.id },
      { text: ' and ' },
      { text: '@Ann', userId: ANN.id },
      { text: '!\n<b>' },
    ]);
    expect(bodySegments('No one', [{ id: ANN.id, display_name: null }])).toEqual([{ text: 'No one' }]);
  });

  it('finds the mention being typed and writes the chosen name in its place', () => {
    expect(mentionAt('Hello @an', 9)).toEqual({ start: 6, query: 'an' });
    expect(mentionAt('mail@an', 7)).toBeNull();
    const mention = mentionAt('Hello @an there', 9)!;
    expect(insertMention('Hello @an there', mention, 'Ann Lee')).toEqual({ text: 'Hello @Ann Lee  there', caret: 15 });
  });

  it('sends only the mentions still in the text', () => {
    const chosen = [
      { id: ANN.id, name: 'Ann' },
      { id: ANN_LEE.id, name: 'Ann Lee' },
    ];
    expect(keptMentionIds('Thanks @Ann', chosen)).toEqual([ANN.id]);
  });
});
