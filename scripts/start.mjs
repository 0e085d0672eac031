// `pnpm start`: build what is stale (Turborepo's cache), then run the server in the foreground.
// The server applies migrations and, in demo mode, loads the demo data into an empty database.
// The bare server opens nothing (ADR 005): `pnpm start` is the quick start, so it asks for demo mode (the demo
// sign-ins and the /dev/mailbox on this machine) unless DEMO is set, or NODE_ENV=production forbids it.
// Ctrl-C reaches the server through the terminal; this script waits for it to close cleanly and
// exits with its code, so a normal stop ends without an error from the package manager.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const env = { ...process.env };
if (env.NODE_ENV !== 'production' && !env.DEMO) env.DEMO = 'true';

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  // The terminal sends Ctrl-C to the whole process group; a SIGTERM sent to this script alone is passed on.
  process.on(signal, () => {
    if (signal === 'SIGTERM') server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
