import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

// Helpers for the smoke tests that run real processes (`pnpm dev`, the server): spare ports, a clean
// environment, start and stop of whole process groups, waiting for a port.

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` consecutive free ports (the Vite dev servers take one base port and the next three). */
export async function freePortRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error(`No ${count} consecutive free ports found`);
}

/** The parent's environment without what vitest and the test projects set (NODE_ENV=test, the test database). */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(VITEST|TOTE_|NODE_ENV$|DATABASE_URL$|DEMO$|DEV_|HOST$|TRUST_PROXY$)/.test(key)) continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

export interface Started {
  name: string;
  child: ChildProcess;
  /** Everything it printed, for the failure message. */
  output(): string;
  exited: Promise<number | null>;
}

/** Starts `command` in its own process group, so stop() ends it and every process it started. */
export function start(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, output: () => output, exited } satisfies Started;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** SIGTERM to the group; SIGKILL to whatever is left when it has not exited within `graceMs`. */
export async function stop(started: Started, graceMs = 10_000) {
  if (started.child.exitCode !== null || started.child.signalCode !== null) {
    killGroup(started.child, 'SIGKILL');
    return;
  }
  killGroup(started.child, 'SIGTERM');
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs).unref());
  await Promise.race([started.exited, timer]);
  // Children of the group (tsx's watched node, esbuild) that outlive their parent go too.
  killGroup(started.child, 'SIGKILL');
}

/**
 * Resolves once `url` answers (any status), or rejects when one of `processes` exits first or `deadline`
 * passes: a ceiling so a broken start fails the test instead of hanging it.
 */
export async function waitForUrl(url: string, processes: Started[], deadline: number): Promise<void> {
  for (;;) {
    const gone = processes.find((p) => p.child.exitCode !== null || p.child.signalCode !== null);
    if (gone) throw new Error(`${gone.name} exited before ${url} answered:\n${gone.output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      if (Date.now() > deadline) {
        throw new Error(
          `${url} did not answer in time:\n${processes.map((p) => `--- ${p.name}\n${p.output()}`).join('\n')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
