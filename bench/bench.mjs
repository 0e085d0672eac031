// `pnpm bench`: every performance figure in one run (the goals in README.md, Benchmarks), each printed beside
// its goal. Builds first (Turborepo skips what is fresh), then: first-load JS sizes, compression of what the
// server sends, Lighthouse on five pages, and the API's throughput against a bare Fastify hello-world
// measured in the same run.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench
//   ONLY=size,compression pnpm bench        (a subset: size, compression, lighthouse, throughput, sse, matching, lists, money, topology)
//
// Exit code 1 when a measured goal is missed; skipped figures (no PostgreSQL, a page that needs a second factor)
// are printed as skipped with the reason.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { measureCompression } from './compression.mjs';
import { APPS, FIRST_LOAD_JS_BUDGET, firstLoad, kib } from './first-load.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureLists } from './lists.mjs';
import { measureMatching } from './matching.mjs';
import { measureMoney } from './money.mjs';
import { printFigures } from './report.mjs';
import { root } from './server.mjs';
import { measureSse } from './sse.mjs';
import { measureThroughput } from './throughput.mjs';
import { topologyFigures } from './topology.mjs';

const only = process.env.ONLY?.split(',').map((name) => name.trim());
const wanted = (name) => !only || only.includes(name);

console.log('▶ build: pnpm exec turbo run build');
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const sections = [];

if (wanted('size')) {
  sections.push([
    `First-load JS, gzipped (≤ ${FIRST_LOAD_JS_BUDGET / 1024} KiB per app)`,
    APPS.map((app) => {
      const figures = firstLoad(join(root, 'apps', app, 'dist'));
      const bytes = figures?.jsGzip ?? Number.NaN;
      return {
        name: `${app} (entry + modulepreloads)`,
        value: kib(bytes),
        goal: `≤ ${kib(FIRST_LOAD_JS_BUDGET)}`,
        ok: bytes <= FIRST_LOAD_JS_BUDGET,
      };
    }),
  ]);
}

if (wanted('compression')) sections.push(['Compression (JS, CSS, HTML, SVG)', await measureCompression()]);
if (wanted('lighthouse'))
  sections.push(['Lighthouse, mobile (performance ≥ 0.95)', await measureLighthouse()]);
if (wanted('throughput')) {
  if (process.env.DATABASE_URL) {
    sections.push([
      'API throughput on PostgreSQL (against a bare Fastify hello-world)',
      await measureThroughput(),
    ]);
  } else {
    sections.push([
      'API throughput on PostgreSQL (against a bare Fastify hello-world)',
      [
        {
          name: 'skipped: set DATABASE_URL to a PostgreSQL server',
          value: '–',
          goal: '≥ 25 % / 50 %',
          ok: null,
        },
      ],
    ]);
  }
}

if (wanted('sse')) {
  if (process.env.DATABASE_URL) {
    // Two runs: 10,000 streams on one instance, then spread over three instances on one database.
    sections.push(...(await measureSse()));
  } else {
    sections.push([
      'Live events on PostgreSQL (one instance; three instances)',
      [
        {
          name: 'skipped: set DATABASE_URL to a PostgreSQL server',
          value: '–',
          goal: 'p99 ≤ 50 ms, 0 missed',
          ok: null,
        },
      ],
    ]);
  }
}

if (wanted('matching')) {
  sections.push([
    'Matching candidates, 1M trips / 100k orders on PostgreSQL (Traveler / Sender in Sync)',
    await measureMatching(),
  ]);
}

if (wanted('lists')) {
  sections.push([
    'Lists, searches and pages at scale on PostgreSQL (1M orders, 10M messages, 5M notifications; p95 ≤ 20 ms each)',
    await measureLists(),
  ]);
}

if (wanted('money')) sections.push(['Money, whole order lifecycles on PostgreSQL', await measureMoney()]);
if (wanted('topology'))
  sections.push([
    'Fleet: 3 instances behind nginx, kill -9, rolling restart, PostgreSQL restart',
    topologyFigures(),
  ]);

console.log('\n════════ performance goals (README.md, Benchmarks) ════════');

for (const [title, figures] of sections) printFigures(title, figures);
// Reference figures (info) are printed beside the goals but are not goals themselves.
const all = sections.flatMap(([, figures]) => figures).filter((figure) => !figure.info);
const missed = all.filter((figure) => figure.ok === false).length;
const skipped = all.filter((figure) => figure.ok === null).length;
console.log(`\n${all.length - missed - skipped} met, ${missed} missed, ${skipped} skipped`);
process.exit(missed > 0 ? 1 : 0);
