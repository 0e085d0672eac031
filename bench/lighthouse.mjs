// The Lighthouse goal (README.md, Benchmarks): Lighthouse (mobile, default throttling) in Debian's Chromium
// on the eleven screens people use most (landing, /login, and signed in the sender's /home, /request,
// tracking and chat, the traveler's home, deliveries and wallet, the admin's home and orders), against the built server in demo mode on a
// throwaway database. Goal: performance ≥ 0.95 on each page, accessibility and best practices not below what
// they were. Scores move by about ±0.03 from run to run on a busy machine, so each page runs RUNS times (3)
// and the run with the median performance score is the one reported. Full reports (JSON) go to
// bench/results/lighthouse/, which git ignores: <page>-<run>.json for every run.
//
//   pnpm --filter @tote/bench lighthouse          (CHROMIUM_PATH overrides /usr/bin/chromium)
//   PAGES=login,sender RUNS=5 pnpm --filter @tote/bench lighthouse   (pages whose name contains a word)
//   BEFORE=<another build's apps/api/dist/server.js> pnpm --filter @tote/bench lighthouse
//     measures that build too (ports 4104-4107), alternating the two run by run (before, after, after, before,
//     …) so that the machine's load weighs on both alike; its rows are printed as `before` beside this build's.
//     The other build is a copy of the repository's apps/<app>/dist folders and apps/api/{dist,package.json}
//     (the server finds the apps' builds next to its package), with node_modules links to this checkout's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { isMain, printFigures } from './report.mjs';
import { DEMO, root, signIn, startServer } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
const ATTEMPTS = 3;
const BEFORE_FIRST_PORT = 4104;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const PAGE_FILTER = process.env.PAGES?.split(',').map((word) => word.trim());
const resultsDir = join(root, 'bench/results/lighthouse');
const lighthouseBin = join(root, 'bench/node_modules/.bin/lighthouse');

/**
 * Floors for accessibility and best practices: they may not go down. When first measured every page scored
 * 1.00 and 0.96 (zod's `new Function` probe refused by our CSP); since zod runs jitless in browsers, 1.00 and
 * 1.00.
 */
const FLOOR = { accessibility: 1, 'best-practices': 1 };
const PERFORMANCE_GOAL = 0.95;

function runLighthouse(url, outputPath, cookie) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn(lighthouseBin, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/**
 * The page a report ended on when it is not the one asked for (a refused session lands on /login), else null.
 * Its scores would be another page's under this page's name, so the run fails instead (audit).
 */
export function endedElsewhere(report, url) {
  const finalUrl = report.finalDisplayedUrl ?? report.finalUrl;
  return new URL(finalUrl).pathname === new URL(url).pathname ? null : finalUrl;
}

/**
 * One page, retried: Chromium sometimes fails to hand Lighthouse its debugging connection. Throws when the
 * page ended on another URL: not retried, as the next attempt would land there too.
 */
async function audit(name, url, cookie, run, prefix = '') {
  const outputPath = join(resultsDir, `${prefix}${name.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`);
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { code, stderr } = await runLighthouse(url, outputPath, cookie);
    if (code === 0) {
      const report = JSON.parse(readFileSync(outputPath, 'utf8'));
      if (!report.runtimeError) {
        const elsewhere = endedElsewhere(report, url);
        if (elsewhere) {
          throw new Error(
            `${name}: asked for ${url}, ended on ${elsewhere} (was the session refused?); no score recorded`,
          );
        }
        return report;
      }
      lastError = `${report.runtimeError.code}: ${report.runtimeError.message}`;
    } else {
      lastError = stderr.trim().split('\n').slice(-3).join(' ');
    }
    console.log(`  ${name}: attempt ${attempt} failed (${lastError.slice(0, 160)})`);
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lastError}`);
}

/** The run with the median performance score (the lower middle one for an even count). */
function medianRun(reports) {
  const sorted = [...reports].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const ms = (report, id) => report.audits[id]?.numericValue;

/**
 * Lighthouse's default throttling is simulated: it multiplies the CPU time each task took on this machine by 4.
 * Other jobs on the cores stretch those tasks (total blocking time most), so the score says little while the
 * load is above the core count: printed beside the figures, with a warning.
 */
function loadNote(when) {
  const load = loadavg()[0];
  const cores = availableParallelism();
  const busy =
    load > cores ? `: busier than its ${cores} cores, expect lower scores than on a quiet machine` : '';
  return `  machine load ${when}: ${load.toFixed(1)} (1-minute average)${busy}`;
}
const seconds = (value) => (value === undefined ? '?' : `${(value / 1000).toFixed(1)} s`);

/** @returns {Promise<import('./report.mjs').Figure[]>} */
export async function measureLighthouse() {
  if (!existsSync(CHROMIUM)) {
    // Lighthouse's own message for this is a stack trace from chrome-launcher, three times over.
    throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  mkdirSync(resultsDir, { recursive: true });
  const server = await startServer();
  let before = null;
  const figures = [];
  try {
    if (process.env.BEFORE) {
      before = await startServer({ firstPort: BEFORE_FIRST_PORT, serverFile: process.env.BEFORE });
    }
    // Each build this run measures: this one, and the one before a change when BEFORE names it.
    const builds = [{ label: '', prefix: '', server }];
    if (before) builds.push({ label: 'before', prefix: 'before-', server: before });
    const pages = [
      { name: 'landing /', app: 'shell', path: '/' },
      { name: 'shell /login', app: 'shell', path: '/login' },
      { name: 'sender /home', app: 'sender', path: '/home', account: DEMO.sender },
      { name: 'sender /request', app: 'sender', path: '/request', account: DEMO.sender },
      // Demo orders (orders.seed.ts): TT-7K3Q9M is on its way, TT-3MZ7QA matched with a chat.
      {
        name: 'sender /delivery-tracking',
        app: 'sender',
        path: '/delivery-tracking?id=TT-7K3Q9M',
        account: DEMO.sender,
      },
      { name: 'sender /message', app: 'sender', path: '/message?order=TT-3MZ7QA', account: DEMO.sender },
      { name: 'traveler /traveler-home', app: 'traveler', path: '/traveler-home', account: DEMO.traveler },
      { name: 'traveler /delivery-order', app: 'traveler', path: '/delivery-order', account: DEMO.traveler },
      { name: 'traveler /wallet', app: 'traveler', path: '/wallet', account: DEMO.traveler },
      { name: 'admin /admin', app: 'admin', path: '/admin', account: DEMO.admin },
      { name: 'admin /admin-l', app: 'admin', path: '/admin-l', account: DEMO.admin },
    ];
    console.log(
      `\nlighthouse: mobile, default throttling, ${CHROMIUM}, ${server.database}, median of ${RUNS} runs`,
    );
    if (before) console.log(`  before: ${process.env.BEFORE}, alternated with this build run by run`);
    console.log(loadNote('before'));
    console.log(
      '  page                              perf   a11y   best-p   FCP      LCP      TBT       CLS     runs',
    );
    for (const page of pages) {
      if (PAGE_FILTER && !PAGE_FILTER.some((word) => page.name.includes(word))) continue;
      const targets = [];
      for (const build of builds) {
        const url = `${build.server.urls[page.app]}${page.path}`;
        let cookie;
        if (page.account) {
          const signedIn = await signIn(new URL(url).origin, page.account);
          if (!('cookie' in signedIn)) {
            // A page we cannot sign in to is reported, not guessed.
            console.log(`  ${`${page.name} ${build.label}`.trim().padEnd(26)} skipped: ${signedIn.reason}`);
            if (!build.label) {
              figures.push({ name: `${page.name} performance`, value: 'skipped', goal: '≥ 0.95', ok: null });
            }
            continue;
          }
          cookie = signedIn.cookie;
        }
        targets.push({ ...build, url, cookie, reports: [] });
      }
      // Alternated, and in turn first, so that a busy moment weighs on both builds alike.
      for (let run = 1; run <= RUNS; run++) {
        const order = run % 2 === 0 ? [...targets].reverse() : targets;
        for (const target of order) {
          target.reports.push(await audit(page.name, target.url, target.cookie, run, target.prefix));
        }
      }
      for (const target of targets) {
        const { reports } = target;
        const report = medianRun(reports);
        const runs = reports.map((each) => (each.categories.performance?.score ?? 0).toFixed(2)).join(' ');
        const label = `${page.name} ${target.label}`.trim();
        const score = (id) => report.categories[id]?.score ?? 0;
        console.log(
          `  ${label.padEnd(33)} ${score('performance').toFixed(2)}   ${score('accessibility').toFixed(2)}   ${score('best-practices').toFixed(2)}     ${seconds(ms(report, 'first-contentful-paint')).padEnd(8)} ${seconds(ms(report, 'largest-contentful-paint')).padEnd(8)} ${`${Math.round(ms(report, 'total-blocking-time') ?? 0)} ms`.padEnd(9)} ${(ms(report, 'cumulative-layout-shift') ?? 0).toFixed(3).padEnd(7)} ${runs}`,
        );
        // The figures are this build's; the one before is printed for comparison only.
        if (target.label) continue;
        figures.push({
          name: `${page.name} performance`,
          value: score('performance').toFixed(2),
          goal: `≥ ${PERFORMANCE_GOAL}`,
          ok: score('performance') >= PERFORMANCE_GOAL,
        });
        // Floors hold on every run, not only the median one.
        for (const category of ['accessibility', 'best-practices']) {
          const worst = Math.min(...reports.map((each) => each.categories[category]?.score ?? 0));
          figures.push({
            name: `${page.name} ${category}`,
            value: worst.toFixed(2),
            goal: `≥ ${FLOOR[category].toFixed(2)} (no regression)`,
            ok: worst >= FLOOR[category],
          });
        }
      }
    }
    console.log(loadNote('after'));
  } finally {
    await Promise.all([server.stop(), before?.stop()]);
  }
  return figures;
}

if (isMain(import.meta.url)) {
  printFigures('Lighthouse, mobile (performance ≥ 0.95)', await measureLighthouse());
}
