// The reference for the signed-in API targets (the API throughput goal, README.md, Benchmarks): a bare
// Fastify (no plugins, no hooks, no schema) with a node-postgres pool like the API's (10 clients), sending
// the same SQL as the API's GET /orders as named prepared statements: the session by its token hash (the
// cookie's SHA-256), then the sender's first page of orders with its total. What this reaches against the
// hello-world is the ceiling of a signed-in endpoint on this machine, whatever the API does around its
// queries. `node reference.mjs <port> <database url>`
//   GET /session          the session query alone (1 round trip)
//   GET /session-orders   the session query, then the order list (2 round trips, as GET /orders)
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.argv[2] ?? 4111);
const pool = new pg.Pool({ connectionString: process.argv[3], max: Number(process.env.POOL_MAX ?? 10) });

const SESSION = {
  name: 'reference_session',
  text: `select s.*, u.* from sessions s inner join users u on u.id = s.user_id where s.token_hash = $1 limit 1`,
};
const ORDERS = {
  name: 'reference_orders',
  text: `select o.id, o.delivery_id, o.category, o.item_names, o.pickup_country, o.delivery_address,
      o.delivery_country, o.status, o.created_at, o.updated_at, t.full_name as traveler_name, count(*) over () as total
    from orders o
    left join matches m on m.order_id = o.id and m.unmatched_at is null
    left join trips tr on tr.id = m.trip_id
    left join users t on t.id = tr.traveler_id
    where o.sender_id = $1 order by o.created_at desc, o.id desc limit $2 offset $3`,
};

function tokenHash(cookie = '') {
  const token = /(?:^|;\s*)tote_session=([^;]*)/.exec(cookie)?.[1] ?? '';
  return createHash('sha256').update(decodeURIComponent(token)).digest('base64url');
}

async function session(request, reply) {
  const { rows } = await pool.query({ ...SESSION, values: [tokenHash(request.headers.cookie)] });
  if (!rows[0]) reply.code(401);
  return rows[0];
}

const app = Fastify({ logger: { level: 'warn' } });
app.get('/session', async (request, reply) => {
  const found = await session(request, reply);
  return found ? { user: { id: found.user_id } } : { error: 'not signed in' };
});
app.get('/session-orders', async (request, reply) => {
  const found = await session(request, reply);
  if (!found) return { error: 'not signed in' };
  const { rows } = await pool.query({ ...ORDERS, values: [found.user_id, 20, 0] });
  return { orders: rows, total: Number(rows[0]?.total ?? 0) };
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
