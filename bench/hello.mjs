// The yardstick for the API throughput goals (README.md, Benchmarks): a bare Fastify hello-world, no plugins,
// no database, started in its own process like the real server, logging at warn like the server the bench
// starts (so a request writes no log line on either side). `node hello.mjs <port>`
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 4110);
const app = Fastify({ logger: { level: 'warn' } });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
