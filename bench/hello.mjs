// The yardstick for the API throughput goals (issue 8): a bare Fastify hello-world, no plugins, no database,
// started in its own process like the real server. `node hello.mjs <port>`
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 4110);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
