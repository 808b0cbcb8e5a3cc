// Figure of issue 22 and DESIGN §7: while one heavy request runs, does the server keep answering everyone else? The
// built server (`npm run build`) is started on PGlite, and on a fresh PostgreSQL database when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set or --pg is given; for each case of CASES a second thread of this process asks
// GET /api/v1/health back to back (10 ms apart, one keep-alive connection) while the case's request runs, and its
// latencies are printed: p50, p99, max. Budget: p99 <= 100 ms.
// Usage: npm run build && node bench/event-loop.mjs [--pg] [case name filter]
import { Worker } from 'node:worker_threads';
import { onEachDatabase, percentile, startBuiltServer } from './support.mjs';

const args = process.argv.slice(2);
const filter = args.find((a) => !a.startsWith('--'));

/** A multipart body encoded before the measurement (this process's own work must not delay the figures). */
async function encodeUpload(content, dryRun, name = 'statement.csv') {
  const form = new FormData();
  form.set('file', new Blob([content]), name);
  form.set('dry_run', String(dryRun));
  const request = new Request('http://bench/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type') };
}

/**
 * A Spanish bank's CSV: ';', decimal comma, day-first dates; every `incomeEvery`th line money in (0: none); `offset`
 * varies the lines.
 */
const csvStatement = (rows, offset = 0, incomeEvery = 10) =>
  [
    'Fecha;Concepto;Importe',
    ...Array.from({ length: rows }, (_, n) => {
      const i = n + offset;
      const date = `${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/${2024 + (i % 2)}`;
      const amount = `${incomeEvery && i % incomeEvery === 0 ? '' : '-'}${1 + (i % 900)},${String(i % 100).padStart(2, '0')}`;
      // A word of its own on every line: lines differ by more than digits, so none is a duplicate of another.
      return `${date};Compra tarjeta ${(i + 26 ** 4).toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[d])} ref ${i};${amount}`;
    }),
  ].join('\r\n');

const ofxStatement = (transactions) =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST>\n${Array.from(
    { length: transactions },
    (_, i) =>
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2025${String(1 + (i % 12)).padStart(2, '0')}15<TRNAMT>-${1 + (i % 500)}.25<FITID>${i}<NAME>SHELL ${i % 50}<MEMO>card ${i}</STMTTRN>\n`,
  ).join('')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`;

async function postImport(ctx, user, upload) {
  const res = await fetch(`${ctx.url}/api/v1/expenses/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': upload.contentType },
    body: upload.bytes,
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The heavy requests, in order. `prepare(ctx)` runs before the health client starts (users, files); `run(ctx, prepared)`
 * is the measured request(s) and gives the statuses; `expect` is the status each must have. Another area adds its
 * cases here (e.g. GPX imports, trip saves, plans) with a `prepare` of its own.
 */
export const CASES = [
  {
    name: 'import: 9 MB of blank lines',
    expect: 400,
    prepare: async (ctx) => ({
      user: await ctx.signUp(),
      upload: await encodeUpload('\n'.repeat(9 * 1024 * 1024), true),
    }),
    run: async (ctx, p) => [await postImport(ctx, p.user, p.upload)],
  },
  {
    name: 'import: 9 MB of blank lines, three users at once',
    expect: 400,
    prepare: async (ctx) => ({
      users: [await ctx.signUp(), await ctx.signUp(), await ctx.signUp()],
      upload: await encodeUpload('\n'.repeat(9 * 1024 * 1024), true),
    }),
    run: (ctx, p) => Promise.all(p.users.map((user) => postImport(ctx, user, p.upload))),
  },
  {
    name: 'import: one quoted field of 9 MB',
    expect: 400,
    prepare: async (ctx) => ({
      user: await ctx.signUp(),
      upload: await encodeUpload(`Fecha;Concepto;Importe\r\n01/02/2025;"${'x'.repeat(9 * 1024 * 1024)}`, true),
    }),
    run: async (ctx, p) => [await postImport(ctx, p.user, p.upload)],
  },
  {
    name: 'import: OFX of 49,000 transactions (preview)',
    expect: 200,
    prepare: async (ctx) => ({
      user: await ctx.signUp(),
      upload: await encodeUpload(ofxStatement(49_000), true, 'statement.ofx'),
    }),
    run: async (ctx, p) => [await postImport(ctx, p.user, p.upload)],
  },
  {
    name: 'import: 50,000-line CSV written for real',
    expect: 200,
    prepare: async (ctx) => ({ user: await ctx.signUp(), upload: await encodeUpload(csvStatement(50_000), false) }),
    run: async (ctx, p) => [await postImport(ctx, p.user, p.upload)],
  },
  {
    name: 'import preview: user with 100,000 expenses',
    expect: 200,
    prepare: async (ctx) => ({
      user: await heavyUser(ctx),
      upload: await encodeUpload(csvStatement(300, 200_000), true),
    }),
    run: async (ctx, p) => [await postImport(ctx, p.user, p.upload)],
  },
  {
    name: 'export: 100,000 expenses',
    expect: 200,
    prepare: async (ctx) => ({ user: await heavyUser(ctx) }),
    run: async (ctx, p) => {
      const res = await fetch(`${ctx.url}/api/v1/expenses/export.csv`, {
        headers: { authorization: `Bearer ${p.user.token}` },
      });
      const lines = (await res.text()).split('\r\n').length - 2;
      if (res.ok && lines !== 100_000) throw new Error(`the export has ${lines} expenses, not 100,000`);
      return [res.status];
    },
  },
];

/** `count` [lon, lat] points from Land's End to Inverness, never two on one straight line (as the travel tests). */
const wigglyLine = (count) =>
  Array.from({ length: count }, (_, i) => {
    const share = i / Math.max(1, count - 1);
    const lon = -5.7 + share * 1.5 + Math.sin(i / 7) * 0.01;
    const lat = 50.07 + share * 7.4 + Math.cos(i / 5) * 0.005;
    return [Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
  });
const gpxTrack = (count) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Bench</name><trkseg>\n${wigglyLine(
    count,
  )
    .map(([lon, lat]) => `<trkpt lat="${lat}" lon="${lon}"><ele>12.5</ele></trkpt>`)
    .join('\n')}\n</trkseg></trk></gpx>`;
const gpxWaypoints = (count) =>
  `<gpx version="1.1" creator="bench">\n${wigglyLine(count)
    .map(([lon, lat], i) => `<wpt lat="${lat}" lon="${lon}"><name>Point ${i + 1}</name></wpt>`)
    .join('\n')}\n</gpx>`;
const bigTrip = (count) => {
  const geometry = wigglyLine(count);
  const [[lon0, lat0], [lon1, lat1]] = [geometry[0], geometry.at(-1)];
  const stops = [
    { lat: lat0, lon: lon0, name: "Land's End" },
    { lat: lat1, lon: lon1, name: 'Inverness' },
  ];
  return { name: 'Cornwall to the Highlands', stops, geometry, estimated: false };
};
/** 50 stops over Great Britain and Ireland in a scrambled order, the smallest daily limit (the event-loop test's). */
const slowestPlan = {
  stops: Array.from({ length: 50 }, (_, i) => ({
    lat: 51 + ((i * 37) % 50) / 10,
    lon: -8 + ((i * 23) % 70) / 10,
    name: `Stop ${i + 1}`,
  })),
  optimize: 'fixed_ends',
  daily_limit_km: 50,
  start_date: '2026-06-01',
};

/** A travel request with its body encoded before the measurement; its status. */
async function postBody(ctx, user, path, body) {
  const res = await fetch(`${ctx.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': body.contentType },
    body: body.bytes,
  });
  await res.arrayBuffer();
  return res.status;
}
const encoded = (text, contentType) => ({ bytes: new TextEncoder().encode(text), contentType });
/**
 * The same request once by another user, not measured: a fresh server's first large trip write extends PGlite's files
 * and compiles its code paths (about 0.2 s once), which a server that has been up a while has done.
 */
async function warmedUp(ctx, path, body, expect) {
  const status = await postBody(ctx, await ctx.signUp(), path, body);
  if (status !== expect) throw new Error(`the warm-up ${path} answered ${status}`);
  return { user: await ctx.signUp(), body };
}

CASES.push(
  {
    name: 'GPX: 60,000 track points (refused)',
    expect: 400,
    prepare: async (ctx) => ({ user: await ctx.signUp(), body: encoded(gpxTrack(60_000), 'application/gpx+xml') }),
    run: async (ctx, p) => [await postBody(ctx, p.user, 'trips/import-gpx', p.body)],
  },
  {
    name: 'GPX: 40,000 waypoints (refused)',
    expect: 400,
    prepare: async (ctx) => ({ user: await ctx.signUp(), body: encoded(gpxWaypoints(40_000), 'application/gpx+xml') }),
    run: async (ctx, p) => [await postBody(ctx, p.user, 'trips/import-gpx', p.body)],
  },
  {
    name: 'GPX: 50,000 track points imported',
    expect: 201,
    prepare: (ctx) => warmedUp(ctx, 'trips/import-gpx', encoded(gpxTrack(50_000), 'application/gpx+xml'), 201),
    run: async (ctx, p) => [await postBody(ctx, p.user, 'trips/import-gpx', p.body)],
  },
  {
    name: 'trip save: 50,000 points',
    expect: 201,
    prepare: (ctx) => warmedUp(ctx, 'trips', encoded(JSON.stringify(bigTrip(50_000)), 'application/json'), 201),
    run: async (ctx, p) => [await postBody(ctx, p.user, 'trips', p.body)],
  },
  {
    name: 'plan: 50 stops, optimised, 50 km a day',
    expect: 200,
    prepare: (ctx) => warmedUp(ctx, 'routes/plan', encoded(JSON.stringify(slowestPlan), 'application/json'), 200),
    run: async (ctx, p) => [await postBody(ctx, p.user, 'routes/plan', p.body)],
  },
);

/** A user with 100,000 expenses (two imports of 50,000 lines, not measured), made once per server. */
async function heavyUser(ctx) {
  if (ctx.heavy) return ctx.heavy;
  const user = await ctx.signUp();
  for (const offset of [0, 50_000]) {
    const status = await postImport(ctx, user, await encodeUpload(csvStatement(50_000, offset, 0), false));
    if (status !== 200) throw new Error(`the heavy user's import answered ${status}`);
  }
  ctx.heavy = user;
  return user;
}

/**
 * GET /health from a thread of its own, one after another 10 ms apart: it connects and asks a few times first, then
 * says 'ready', keeps the latencies (ms) from 'start' and sends them back on 'stop' (at least one).
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let latencies = null;
let running = true;
parentPort.on('message', (message) => {
  if (message === 'start') latencies = [];
  else running = false;
});
(async () => {
  // At least one request is measured after 'start', even when the case answered within the 10 ms pause.
  for (let asked = 0; running || latencies?.length === 0; asked++) {
    const started = performance.now();
    const res = await fetch(workerData.url + '/api/v1/health');
    await res.arrayBuffer();
    if (latencies) latencies.push(performance.now() - started);
    if (asked === 5) parentPort.postMessage('ready');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(latencies);
})();
`;

async function measure(ctx, testCase) {
  const prepared = await testCase.prepare(ctx);
  const probe = new Worker(PROBE, { eval: true, workerData: { url: ctx.url } });
  await new Promise((resolve) => probe.once('message', resolve));
  probe.postMessage('start');
  const started = performance.now();
  const statuses = await testCase.run(ctx, prepared);
  const ms = performance.now() - started;
  const latencies = await new Promise((resolve) => {
    probe.once('message', resolve);
    probe.postMessage('stop');
  });
  await probe.terminate();
  if (statuses.some((s) => s !== testCase.expect))
    throw new Error(`${testCase.name}: answered ${statuses.join(', ')}, expected ${testCase.expect}`);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    case: testCase.name,
    ms,
    health: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

async function run(kind, databaseUrl) {
  const server = await startBuiltServer({
    SEED_DEMO: 'false',
    SEED_CAMPGROUNDS: 'false',
    TRUST_PROXY: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let users = 0;
  const ctx = {
    url: server.url,
    // Each account signs up from an address of its own (the server trusts X-Forwarded-For here): sign-ups are
    // limited per address and an hour, and the cases need more accounts than one address may open.
    signUp: async () => {
      const password = 'correct horse battery';
      const res = await fetch(`${server.url}/api/v1/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.22.0.${++users}` },
        body: JSON.stringify({
          email: `bench-${kind}-${users}-${Date.now()}@example.com`,
          password,
          password_confirmation: password,
        }),
      });
      if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
      return { token: (await res.json()).session.access_token };
    },
  };
  try {
    const rows = [];
    // A small import first: the worker threads start, as on a server that has been up a while.
    await postImport(ctx, await ctx.signUp(), await encodeUpload(csvStatement(10), true));
    for (const testCase of CASES) {
      if (filter && !testCase.name.includes(filter)) continue;
      const row = await measure(ctx, testCase);
      rows.push({ database: kind, ...row });
      console.log(`${kind}: ${row.case}: ${(row.ms / 1000).toFixed(1)} s, health p99 ${row.p99.toFixed(0)} ms`);
    }
    return rows;
  } finally {
    server.stop();
  }
}

const table = (await onEachDatabase(run, { required: args.includes('--pg') })).flat();
console.log('\n| database | heavy request | its time | health requests | p50 | p99 | max |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of table)
  console.log(
    `| ${r.database} | ${r.case} | ${(r.ms / 1000).toFixed(1)} s | ${r.health} | ${r.p50.toFixed(0)} ms | ${r.p99.toFixed(0)} ms | ${r.max.toFixed(0)} ms |`,
  );
