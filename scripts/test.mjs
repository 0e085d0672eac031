// `pnpm test`: lint, dependency rules, typecheck, unit/component/API tests (API on PGlite, and on PostgreSQL too when
// DATABASE_URL is set), a build, the first-load JS budget, then the Playwright journeys against the built servers.
// Each runner prints its own summary; this script adds one closing line that totals them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Vitest JSON reports, one per workspace package that has tests (test-results/vitest.json). */
function vitestReports() {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(group)
      .map((name) => join(group, name, 'test-results', 'vitest.json'))
      .filter((file) => existsSync(file)),
  );
}

const steps = [
  ['lint', 'pnpm', ['exec', 'turbo', 'run', 'lint:biome', '--output-logs=errors-only']],
  // The dependency rules in .dependency-cruiser.cjs (no cycles, layers, features, module-owned repos);
  // a failure names the rule and the import that broke it (docs/architecture.md, "Dependency rules").
  ['dependency rules', 'pnpm', ['run', '--silent', 'deps:check']],
  ['typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  [
    'unit, component and API tests',
    'pnpm',
    ['exec', 'turbo', 'run', 'test', '--filter=!@tote/e2e', '--concurrency=1'],
  ],
  ['build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']],
  // Each app's first-load JS (gzipped) stays within its budget (bench/first-load.mjs); prints every app's
  // figure.
  ['first-load JS budget', 'node', ['bench/size.mjs', '--check']],
  ['browser journeys', 'pnpm', ['--filter', '@tote/e2e', 'run', 'test']],
];

for (const file of vitestReports()) rmSync(file);

let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

// Totals from the runners' JSON reports (vitest per package, Playwright once).
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of vitestReports()) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
const e2eReport = 'e2e/test-results/report.json';
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  skipped += stats.skipped;
}
console.log(`\n${failedStep ? `pnpm test stopped at: ${failedStep}\n` : ''}`);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
