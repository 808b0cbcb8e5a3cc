import { describe, expect, it } from 'vitest';
import { longestHold } from '#test/event-loop.ts';
import { createThreadedOfflineGeocoder } from './gazetteer-thread.ts';
import { createOfflineGeocoder } from './offline-geocoder.ts';

/**
 * The server's offline geocoder answers from a thread of its own (decision 051): the index is built and searched there,
 * so neither holds the event loop, and the answers are the in-process geocoder's, ranking included.
 */
/** As event-loop.int.test.ts: the machine is shared, so a stall of another process's making must not fail the test. */
const MAX_HOLD_MS = 200;

describe('the offline geocoder on its own thread', () => {
  const threaded = createThreadedOfflineGeocoder();

  it('builds its index without holding the event loop', async () => {
    // The thread is new in this file: ready() starts it and builds the whole index, most of a second of CPU there
    // (on the event loop it held it 0.4-0.5 s on a quiet machine).
    const { holdMs } = await longestHold(() => threaded.ready());
    expect(holdMs).toBeLessThan(MAX_HOLD_MS);
    const { holdMs: searchHold, result } = await longestHold(() => threaded.search('bristol'));
    expect(searchHold).toBeLessThan(MAX_HOLD_MS);
    expect(result[0]).toMatchObject({ name: 'Bristol', country: 'United Kingdom' });
  }, 60_000);

  it('answers as the in-process geocoder does: searches with their bias and limit, reverse look-ups', async () => {
    const inProcess = createOfflineGeocoder();
    const searches: Parameters<typeof threaded.search>[] = [
      ['Inverness', { near: { lat: 28.5, lon: -82 } }],
      ['Paris, TX'],
      ['invern', { limit: 5 }],
      ['Perth', { country: 'AU' }],
      ['qqxxzzvv'],
    ];
    for (const args of searches)
      expect(await threaded.search(...args), args[0]).toEqual(await inProcess.search(...args));
    for (const point of [
      { lat: 51.4545, lon: -2.5879 },
      { lat: 0, lon: -140 },
    ])
      expect(await threaded.reverse(point)).toEqual(await inProcess.reverse(point));
  }, 60_000);

  it('shares one thread between geocoders, and answers questions asked at once in their own order', async () => {
    const another = createThreadedOfflineGeocoder();
    const names = ['Zürich', 'Keswick', 'Ambleside', 'Sevilla', 'Lyon'];
    const answers = await Promise.all(names.map((name, i) => (i % 2 ? another : threaded).search(name)));
    expect(answers.map((found) => found[0]?.name)).toEqual(names);
  });
});
