// `pnpm --filter @tote/bench topology` (the long version) and `node bench/topology.mjs --short` (a step of
// `pnpm test`): the fleet test, bench/topology.ts, run through tsx in apps/api (it uses the API's modules and
// test helpers). Needs the built server (`pnpm --filter @tote/api build`), nginx and PostgreSQL's server binaries
// (`.ci/run` installs nginx when missing). Exit code 1 when a check fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server.mjs';

/** Runs the fleet test; returns whether every check passed (figures in bench/test-results/topology.json). */
export function runTopology({ short = false } = {}) {
  const run = spawnSync(
    'pnpm',
    ['exec', 'tsx', join(root, 'bench/topology.ts'), ...(short ? ['--short'] : [])],
    {
      cwd: join(root, 'apps/api'),
      stdio: 'inherit',
    },
  );
  return run.status === 0;
}

/** `pnpm bench`'s rows: the long version's checks (each must hold) and its figures (no goal: printed). */
export function topologyFigures() {
  const report = join(root, 'bench/test-results/topology.json');
  rmSync(report, { force: true });
  runTopology();
  if (!existsSync(report))
    return [{ name: 'the fleet test stopped before its checks', value: '–', goal: 'runs', ok: false }];
  const { checks, figures } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = Object.values(figures.failedByKind).reduce((sum, count) => sum + count, 0);
  return [
    ...checks.map((check) => ({ name: check.name, value: check.detail, goal: 'holds', ok: check.ok })),
    {
      name: 'requests sent / answered / failed (then retried)',
      value: `${figures.sent} / ${figures.answered} / ${failed}`,
      goal: '–',
      ok: null,
    },
    {
      name: 'duplicates / lost / events missed',
      value: `${figures.duplicates} / ${figures.lost} / ${figures.eventsMissed}`,
      goal: '0 / 0 / 0',
      ok: figures.duplicates === 0 && figures.lost === 0 && figures.eventsMissed === 0,
    },
    ...Object.entries(figures.recoverMs).map(([name, ms]) => ({
      name,
      value: `${ms} ms`,
      goal: '–',
      ok: null,
    })),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(runTopology({ short: process.argv.includes('--short') }) ? 0 : 1);
}
