// `pnpm test`: lint, dependency rules, typecheck, unit/component/API tests (API on PGlite, and on PostgreSQL too when
// DATABASE_URL is set; without it the race tests still run on the local PostgreSQL when one answers, see
// apps/api/vitest.config.ts), a build, the first-load JS budget, the fleet test (short: docs/deploy.md), then the
// Playwright journeys against the built servers. Each runner prints its own summary; this script adds closing
// lines that total them, from this run's reports only (every report is deleted before the steps run).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Workspace packages under apps/ and packages/ with a `test` script: each must leave a Vitest JSON report. */
function testedPackages() {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(group)
      .map((name) => join(group, name))
      .filter((dir) => {
        const manifest = join(dir, 'package.json');
        return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test);
      }),
  );
}
const vitestReport = (dir) => join(dir, 'test-results', 'vitest.json');
const TESTS = 'unit, component and API tests';
const E2E_REPORT = 'e2e/test-results/report.json';
/** Written by apps/api/vitest.config.ts: which PostgreSQL the race tests ran on, or why none. */
const RACES_REPORT = 'apps/api/test-results/postgres-races.json';
const FLEET = 'fleet (short)';
/** Written by bench/topology.ts: its checks, passed and failed, and the figures. */
const FLEET_REPORT = 'bench/test-results/topology.json';

const steps = [
  ['lint', 'pnpm', ['exec', 'turbo', 'run', 'lint:biome', '--output-logs=errors-only']],
  // The dependency rules in .dependency-cruiser.cjs (no cycles, layers, features, module-owned repos);
  // a failure names the rule and the import that broke it (docs/architecture.md, "Dependency rules").
  ['dependency rules', 'pnpm', ['run', '--silent', 'deps:check']],
  // Every package's tsc at once (turbo.json: typecheck waits on no other package's, only hashes their files through
  // `transit`), three at a time on CI's two cores.
  [
    'typecheck',
    'pnpm',
    ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only', '--concurrency=3'],
  ],
  [TESTS, 'pnpm', ['exec', 'turbo', 'run', 'test', '--filter=!@tote/e2e', '--concurrency=1']],
  ['build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']],
  // Each app's first-load JS (gzipped) stays within its budget (bench/first-load.mjs); prints every app's
  // figure.
  ['first-load JS budget', 'node', ['bench/size.mjs', '--check']],
  // The fleet, short version (docs/deploy.md, "The fleet test"): PostgreSQL, an S3-compatible store, three API
  // instances behind nginx; kill -9, a rolling restart and a PostgreSQL restart under load. About 45 s.
  [FLEET, 'node', ['bench/topology.mjs', '--short']],
  ['browser journeys', 'pnpm', ['--filter', '@tote/e2e', 'run', 'test']],
];

// A report left by an earlier run must not be counted as this one's.
for (const file of [...testedPackages().map(vitestReport), E2E_REPORT, RACES_REPORT, FLEET_REPORT])
  rmSync(file, { force: true });

let failedStep;
const ranSteps = new Set();
/** Each step's wall time, printed at the end: CI's whole run should stay well under its limit. */
const timings = [];
for (const [name, command, args] of steps) {
  ranSteps.add(name);
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

// Totals from the runners' JSON reports (vitest per package, Playwright once).
let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];
for (const dir of testedPackages()) {
  const file = vitestReport(dir);
  if (!existsSync(file)) {
    // Its tests may have run, but they are not in the total: say so, and do not call the run green.
    if (ranSteps.has(TESTS) && failedStep !== TESTS) {
      notes.push(
        `${dir} left no ${file}: its tests are not in the total (its vitest config needs the json reporter)`,
      );
      failedStep ??= 'test reports';
    }
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (existsSync(E2E_REPORT)) {
  const { stats } = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  skipped += stats.skipped;
}
if (existsSync(FLEET_REPORT)) {
  const fleet = JSON.parse(readFileSync(FLEET_REPORT, 'utf8'));
  passed += fleet.passed;
  failed += fleet.failed;
  const f = fleet.figures;
  notes.push(
    `fleet: ${fleet.passed} checks passed, ${fleet.failed} failed; ${f.sent} requests sent, ${f.answered} answered; duplicates ${f.duplicates}, lost ${f.lost}, events missed ${f.eventsMissed}`,
  );
} else if (ranSteps.has(FLEET)) {
  notes.push(`the fleet test left no ${FLEET_REPORT}: it stopped before its checks`);
  failedStep ??= FLEET;
}
if (existsSync(RACES_REPORT)) {
  const races = JSON.parse(readFileSync(RACES_REPORT, 'utf8'));
  notes.push(
    races.engine === 'postgres'
      ? `race tests: ${races.files} files ran on PostgreSQL (${races.source})`
      : `race tests NOT PROVEN: ${races.files} files ran on PGlite only (one query at a time); DATABASE_URL is unset and no PostgreSQL answered at ${races.source} (${races.reason})`,
  );
}
console.log(`\nsteps: ${timings.join(', ')}`);
console.log(`${notes.join('\n')}`);
console.log(`${failedStep ? `pnpm test stopped at: ${failedStep}\n` : ''}`);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
