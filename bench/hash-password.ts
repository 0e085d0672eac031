// Measures what one password hash and one verify cost with the production argon2id settings
// (apps/api/src/modules/accounts/passwords.ts: m=19456 KiB, t=2, p=1, OWASP's minimum).
//
//   pnpm --filter @tote/api bench:hash            (RUNS=50 for more samples)
//
// Every sign-up, login and password reset pays one of these; unknown addresses pay a dummy verify too.

import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  verifyPassword,
} from '../apps/api/src/modules/accounts/passwords';

const runs = Number(process.env.RUNS ?? 20);

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p90: at(0.9), min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}

const format = (ms: number) => `${ms.toFixed(1)} ms`;

async function main() {
  // Warm-up: the first call loads the native module and allocates.
  const warm = await hashPassword('warm-up-password-1');
  await verifyPassword(warm, 'warm-up-password-1');

  const hashTimes: number[] = [];
  const verifyTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const password = `bench-password-${i}`;
    let start = performance.now();
    const hashed = await hashPassword(password);
    hashTimes.push(performance.now() - start);
    start = performance.now();
    const ok = await verifyPassword(hashed, password);
    verifyTimes.push(performance.now() - start);
    if (!ok) throw new Error('verify failed');
  }

  const { algorithm: _algorithm, ...cost } = PASSWORD_HASH_OPTIONS;
  console.log(
    `argon2id ${JSON.stringify(cost)} on ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  );
  for (const [name, samples] of [
    ['hash', hashTimes],
    ['verify', verifyTimes],
  ] as const) {
    const s = summary(samples);
    console.log(
      `${name.padEnd(7)} median ${format(s.median)}  p90 ${format(s.p90)}  min ${format(s.min)}  max ${format(s.max)}  (${runs} runs)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
