// Every list, search and page at scale (docs/decisions/026-lists-at-scale.md), run by bench/lists.mjs through tsx
// in apps/api:
//   1. a fresh PostgreSQL database (DATABASE_URL's server), migrated like production;
//   2. 200,000 people, 1,000,000 orders, 300,000 trips, their matches and chats, 10,000,000 messages, 5,000,000
//      notifications, ledger entries, payouts and disputes, made by generate_series in a few statements, with a few
//      heavy people (thousands of orders, deliveries, trips, notices, wallet lines) and long conversations;
//   3. each list's own repo query (the functions the routes call, imported here), at the first page and a deep
//      one, for a heavy person and typical ones: p50 / p95 / p99 over LISTS_SAMPLES calls (or what fits in
//      LISTS_CASE_MS per case);
//   4. EXPLAIN (ANALYZE, BUFFERS) of the statements each query sent, written to bench/lists-explain.txt.
// Prints one JSON line last ({ scale, cases: [...] }), which lists.mjs reads.
//
//   LISTS_SCALE=0.1        a tenth of every table, for a quick try
//   LISTS_SAMPLES=300      calls per case       LISTS_CASE_MS=15000   the most time one case may take
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as admin from '../apps/api/src/modules/admin/admin.repo';
import { listDeliveries } from '../apps/api/src/modules/deliveries/deliveries.repo';
import { listDisputesOfUser, listQueue } from '../apps/api/src/modules/disputes/disputes.repo';
import { accountHistory } from '../apps/api/src/modules/ledger/ledger.repo';
import { listMessages } from '../apps/api/src/modules/messages/messages.repo';
import { listNotificationsWithUnread } from '../apps/api/src/modules/notifications/notifications.repo';
import { listOrders as listSenderOrders } from '../apps/api/src/modules/orders/order-lists.repo';
import { listTrips as listTravelerTrips } from '../apps/api/src/modules/trips/trips.repo';
import { listPayouts } from '../apps/api/src/modules/wallet/wallet.repo';
import {
  ADMIN_SEARCH_COUNT_UP_TO,
  ADMIN_SEARCH_LIMIT,
  SEARCHED_LIST_UP_TO,
} from '../packages/validation/src/admin';
import { MAX_PAGE } from '../packages/validation/src/orders';
import { summary, withScratchDatabase } from './scratch-database';

const SCALE = Number(process.env.LISTS_SCALE ?? 1);
const SAMPLES = Number(process.env.LISTS_SAMPLES ?? 300);
const CASE_MS = Number(process.env.LISTS_CASE_MS ?? 15_000);
/** Runs only the cases whose name holds this text (e.g. `LISTS_CASES=search`); the others keep their last plans. */
const ONLY = process.env.LISTS_CASES?.toLowerCase();
/** Keeps the filled database (tote_bench_lists_<name>) for the next run with the same name, which skips the fill. */
const KEEP = process.env.LISTS_KEEP;
const USERS = Math.round(200_000 * SCALE);
const ORDERS = Math.round(1_000_000 * SCALE);
const TRIPS = Math.round(300_000 * SCALE);
const MESSAGES = Math.round(10_000_000 * SCALE);
const NOTIFICATIONS = Math.round(5_000_000 * SCALE);
const PAYOUTS = Math.round(100_000 * SCALE);
const DISPUTES = Math.round(20_000 * SCALE);
/** Ledger transactions on each heavy traveler's available account, and on each of LEDGER_TYPICAL others. */
const LEDGER_HEAVY = Math.round(5_000 * SCALE);
const LEDGER_TYPICAL = 2_000;
/** What the screens ask for: PageQueryShape's default, the bell's 50, a chat page of 30, the dispute queue. */
const PAGE = 10;
const BELL = 50;
const CHAT_PAGE = 30;
const QUEUE = 50;
/** What the services pass a paged list: no page past MAX_PAGE can be asked for (docs/decisions/026). */
const COUNT_UP_TO = MAX_PAGE * PAGE;
export const P95_GOAL_MS = 20;
const here = path.dirname(fileURLToPath(import.meta.url));

// A person's id, a trip's, an order's: name-based, so a statement can name a row without looking it up.
const userId = (i: number | string) => `md5('bench-u' || ${i})::uuid`;
const tripId = (j: number | string) => `md5('bench-t' || ${j})::uuid`;
const orderId = (i: number | string) => `md5('bench-o' || ${i})::uuid`;
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

const FIRST = [
  'Amara',
  'Chidi',
  'Ngozi',
  'Tunde',
  'Aisha',
  'Kwame',
  'Wanjiru',
  'Thabo',
  'Fatima',
  'Emeka',
  'Zainab',
  'Kofi',
  'Achieng',
  'Musa',
  'Adaeze',
  'Sipho',
  'Halima',
  'Yaw',
  'Nia',
  'Olu',
  'Grace',
  'John',
  'Mary',
  'David',
  'Sarah',
  'Peter',
  'Ruth',
  'James',
  'Esther',
  'Daniel',
  'Blessing',
  'Samuel',
  'Joy',
  'Ibrahim',
  'Amina',
  'Moses',
  'Eunice',
  'Kevin',
  'Lucy',
  'Brian',
];
const LAST = [
  'Okafor',
  'Adeyemi',
  'Mwangi',
  'Okonkwo',
  'Mensah',
  'Nkosi',
  'Otieno',
  'Bello',
  'Abubakar',
  'Eze',
  'Asante',
  'Kamau',
  'Ndlovu',
  'Balogun',
  'Chukwu',
  'Owusu',
  'Mutua',
  'Dlamini',
  'Ibrahim',
  'Ogunleye',
  'Kariuki',
  'Boateng',
  'Odhiambo',
  'Nwosu',
  'Adebayo',
  'Smith',
  'Johnson',
  'Brown',
  'Wilson',
  'Taylor',
  'Martin',
  'Dubois',
  'Muller',
  'Rossi',
  'Garcia',
  'Khan',
  'Patel',
  'Ali',
  'Hassan',
  'Mohamed',
  'Kiplagat',
  'Achebe',
  'Soyinka',
  'Diallo',
  'Traore',
  'Keita',
  'Toure',
  'Sow',
  'Ba',
  'Ndiaye',
  'Fofana',
  'Camara',
  'Sylla',
  'Kone',
  'Ouedraogo',
  'Sawadogo',
  'Tshabalala',
  'Zulu',
  'Mokoena',
  'Banda',
];
const COUNTRIES = ['NG', 'GB', 'US', 'KE', 'ZA', 'GH', 'RW', 'AE', 'FR', 'DE', 'CA', 'EG'];
const COUNTRY_NAMES = [
  'nigeria',
  'united kingdom',
  'united states',
  'kenya',
  'south africa',
  'ghana',
  'rwanda',
  'united arab emirates',
  'france',
  'germany',
  'canada',
  'egypt',
];
const CATEGORIES = ['Documents', 'Gadgets', 'Clothing', 'Food items', 'Cosmetics', 'Books'];
const ITEMS = [
  'Laptop',
  'Phone',
  'Shoes',
  'Dress',
  'Spices',
  'Perfume',
  'Novels',
  'Certificates',
  'Watch',
  'Tablet',
];
/** DELIVERY_ID_PATTERN's alphabet. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Six characters of ALPHABET from a permutation of i (31^6 and 3^18 are coprime), so ids look random. */
function deliveryIdOf(i: string) {
  const k = `((${i})::bigint * 387420489 % 887503681)`;
  const chars = [0, 1, 2, 3, 4, 5].map((p) => `substr('${ALPHABET}', (${k} / ${31 ** p} % 31)::int + 1, 1)`);
  return `'TT-' || ${chars.join(' || ')}`;
}

interface Case {
  name: string;
  /** The endpoint it stands for, as people reach it. */
  route: string;
  calls: (() => Promise<unknown>)[];
  /** A query the API no longer sends, timed on the same rows for comparison: printed, not held to the goal. */
  reference?: boolean;
}

/**
 * The search box's order search before 2026-11-28 (ADR 026): every hit of the three parts read, their repeats
 * removed (UNION), then sorted for the page and counted exactly (count(*) over ()). The order search case beside it
 * is what the API sends now; both run on the same rows.
 */
const ORDER_SEARCH_BEFORE = `select id, count(*) over () from (
  (select id, created_at from orders where search_text ilike $1)
  union (select o.id, o.created_at from users p join orders o on o.sender_id = p.id where p.full_name ilike $1)
  union (select m.order_id, m.order_created_at from users p
    join matches m on m.traveler_id = p.id and m.unmatched_at is null where p.full_name ilike $1)
) hits order by created_at desc, id desc limit $2`;

/**
 * The staff's order search as it was from the morning of 2026-11-28 until the afternoon (ADR 026): each part joined
 * to the names, left for PostgreSQL to plan from its estimate of how many people hold the name, the page's ids
 * (`$2` each) and the total (up to `$3`) side by side as the repo sent them. Timed on the same rows as the
 * order list search beside it.
 */
const ORDER_LIST_SEARCH_BEFORE = {
  page: `select id from (
    (select id, created_at from orders where search_text ilike $1 order by created_at desc, id desc limit $2)
    union (select o.id, o.created_at from orders o join users s on s.id = o.sender_id where s.full_name ilike $1
      order by o.created_at desc, o.id desc limit $2)
    union (select o.id, o.created_at from orders o join matches m on m.order_id = o.id and m.unmatched_at is null
      join users t on t.id = m.traveler_id where t.full_name ilike $1 order by o.created_at desc, o.id desc limit $2)
  ) hits order by created_at desc, id desc limit $2`,
  count: `select count(*) from (
    (select id from orders where search_text ilike $1)
    union all (select o.id from orders o join users s on s.id = o.sender_id
      where s.full_name ilike $1 and not o.search_text ilike $1)
    union all (select o.id from orders o join matches m on m.order_id = o.id and m.unmatched_at is null
      join users t on t.id = m.traveler_id join users s on s.id = o.sender_id
      where t.full_name ilike $1 and not o.search_text ilike $1 and not s.full_name ilike $1)
    limit $2) counted`,
};

// Heavy people: senders 1-3 (a thousandfold the typical orders), travelers USERS-2..USERS (trips and
// deliveries), users 1-3 again for the bell (tens of thousands of notices).
const heavySenders = [1, 2, 3];
const heavyTravelers = [USERS, USERS - 1, USERS - 2];

/** Fills the scratch database with the bench's rows (minutes at full scale). */
async function fillDatabase(url: string, now: Date, log: (line: string) => void) {
  const fill = new pg.Client({ connectionString: url });
  // A failed fill drops the database under this connection: its end is not news.
  fill.on('error', () => {});
  await fill.connect();
  // The fill skips triggers and foreign-key checks (replica role): the rows are made consistent by
  // construction, and the ledger's per-entry triggers would make the fill minutes longer without changing
  // what the lists read. Only this connection; the timed queries run on the app's own pool.
  await fill.query(`set session_replication_role = replica`);
  const run = async (label: string, text: string) => {
    const started = Date.now();
    const result = await fill.query(text, text.includes('$1') ? [now] : []);
    log(`${label}: ${(result.rowCount ?? 0).toLocaleString('en-US')} rows in ${Date.now() - started} ms`);
  };
  const countries = sqlArray(COUNTRIES);
  const countryNames = sqlArray(COUNTRY_NAMES);
  const travelerFrom = Math.floor(USERS * 0.5);
  const senderTo = Math.floor(USERS * 0.7);
  // A skewed pick among n people from `from`: low numbers far more often (a long tail, as on real networks).
  const skewed = (from: number, n: number) => `(${from} + floor(power(random(), 1.6) * ${n}))::int`;

  // The email provider comes from a hash of the number, not from it: with 40 first names and 5 providers, i % 5
  // made each first name always use the same provider, so the people in name order held none of some providers
  // for tens of thousands of rows, which no real list does.
  await run(
    'people',
    `insert into users (id, email, full_name, country, state, password_hash, email_verified_at, is_sender,
      is_traveler, traveler_status, created_at, updated_at)
    select ${userId('i')}, lower(f) || '.' || lower(l) || i || '@' || (array['gmail.com','yahoo.com','outlook.com','example.ng','mail.co.ke'])[1 + (hashint4(i) & 2147483647) % 5],
      f || ' ' || l, c, 'State ' || (i % 37), 'x', $1, i <= ${senderTo}, i > ${travelerFrom},
      case when i > ${travelerFrom} then (case when i % 20 = 0 then 'pending' else 'verified' end) else 'unverified' end,
      $1::timestamptz - (i % 1000) * interval '1 hour', $1
    from (select i, (${sqlArray(FIRST)})[1 + i % ${FIRST.length}] as f,
        (${sqlArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}] as l,
        (${countries})[1 + i % ${COUNTRIES.length}] as c
      from generate_series(1, ${USERS}) as i) as people`,
  );

  await run(
    'trips',
    `insert into trips (id, booking_id, traveler_id, departure_country, departure_city, arrival_country, arrival_city,
      arrival_address, departure_at, departure_time_zone, arrival_at, arrival_time_zone, airline, flight_number,
      weight_available_grams, remaining_grams, fee_per_kg_minor, currency, status, created_at, updated_at)
    select ${tripId('j')}, 'BK-B' || j, traveler, countries[a], 'City ' || a, countries[1 + a % ${COUNTRIES.length}],
      'City ' || (1 + a % ${COUNTRIES.length}), 'Airport ' || a, departure_at, 'UTC', departure_at + interval '7 hours',
      'UTC', (array['Bench Air','Kenya Airways','Air Peace','British Airways'])[1 + j % 4], 'BA' || (j % 9000),
      grams, floor(grams * random())::int, (500 + floor(random() * 3000))::int, 'USD',
      case when departure_at < $1 then (case when r < 0.9 then 'completed' else 'cancelled' end)
        when r < 0.85 then 'approved' when r < 0.95 then 'pending' else 'rejected' end,
      departure_at - interval '20 days', departure_at - interval '20 days'
    from (select j, ${countries} as countries, 1 + (j % ${COUNTRIES.length}) as a,
        case when j % 100 < 3 then ${userId(`${USERS} - (j % 100)`)} else ${userId(skewed(travelerFrom + 1, USERS - travelerFrom - 3))} end as traveler,
        $1::timestamptz + (random() * 545 - 365) * interval '1 day' as departure_at,
        (500 + floor(random() * 29500))::int as grams, random() as r
      from generate_series(1, ${TRIPS}) as j) as rows`,
  );

  await run(
    'orders',
    `insert into orders (id, delivery_id, sender_id, category, item_names, pickup_address, pickup_country,
      delivery_address, delivery_country, receiver_name, receiver_phone, weight_grams, price_minor, currency,
      status, search_text, created_at, updated_at)
    select ${orderId('i')}, did, sender, cat, array[item], 'Street ' || i, countries[a], addr, countries[b],
      'Receiver ' || i, '+2348' || lpad((i % 100000000)::text, 9, '0'), (100 + floor(random() * 14900))::int,
      (1000 + floor(random() * 20000))::int, 'USD',
      case when r < 0.10 then 'processing' when r < 0.13 then 'matched' when r < 0.16 then 'shipping'
        when r < 0.84 then 'delivered' when r < 0.97 then 'cancelled' else 'failed' end,
      lower(did || chr(10) || cat || chr(10) || item || chr(10) || addr || chr(10) || countries[b] || chr(10) || names[b]),
      created_at, created_at
    from (select i, ${deliveryIdOf('i')} as did, ${countries} as countries, ${countryNames} as names,
        1 + (i % ${COUNTRIES.length}) as a, 1 + ((i / 7) % ${COUNTRIES.length}) as b,
        (${sqlArray(CATEGORIES)})[1 + i % ${CATEGORIES.length}] as cat,
        (${sqlArray(ITEMS)})[1 + (i / 3) % ${ITEMS.length}] as item,
        (i % 500) || ' Main Road, City ' || (i % 97) as addr,
        case when i % 200 < 3 then ${userId('1 + i % 200')} else ${userId(skewed(4, senderTo - 3))} end as sender,
        $1::timestamptz - power(random(), 1.3) * interval '730 days' as created_at, random() as r
      from generate_series(1, ${ORDERS}) as i) as rows`,
  );

  // Each order that was carried has its (active) match, and a third of the cancelled ones the match their
  // cancelling ended (still on the traveler's list); 3 % of them on the heavy travelers' trips. The match's
  // traveler and order date are copied here as the matches_copy_sort_keys trigger would (the fill skips it).
  const heavyTrip = `100 * (1 + floor(random() * ${Math.max(1, Math.floor(TRIPS / 100) - 1)}))::int + floor(random() * 3)::int`;
  await run(
    'matches',
    `insert into matches (order_id, trip_id, matched_at, unmatched_at, traveler_id, order_created_at)
    select picked.order_id, t.id, picked.created_at + interval '1 hour', picked.ended_at, t.traveler_id,
      picked.created_at
    from (select o.id as order_id, o.created_at,
          case when o.status = 'cancelled' then o.updated_at end as ended_at,
          ${tripId(`case when random() < 0.03 then ${heavyTrip} else 1 + floor(random() * ${TRIPS})::int end`)} as trip_id
        from orders as o
        where o.status in ('matched', 'shipping', 'delivered', 'failed')
          or (o.status = 'cancelled' and random() < 0.33)
        offset 0) as picked
      join trips as t on t.id = picked.trip_id`,
  );

  await run(
    'conversations',
    `insert into conversations (id, kind, order_id, created_at)
    select md5('bench-c' || m.order_id)::uuid, 'delivery', m.order_id, m.matched_at from matches as m`,
  );
  // Numbered, so the message fill can pick a conversation by number; the first three are the long ones.
  await fill.query(`create unlogged table bench_conversations as
    select row_number() over (order by c.created_at desc, c.id)::int as k, c.id, o.sender_id
    from conversations as c join orders as o on o.id = c.order_id`);
  await fill.query(`alter table bench_conversations add primary key (k)`);
  const { rows: countedConversations } = await fill.query(
    `select count(*)::int as n from bench_conversations`,
  );
  const conversationCount = Number(countedConversations[0]?.n ?? 1);
  await run(
    'messages',
    `insert into messages (conversation_id, author_id, author_is_staff, body, created_at)
    select c.id, c.sender_id, false, 'Message ' || m || ': is the parcel still on its way?',
      $1::timestamptz - (${MESSAGES} - m) * interval '2 seconds'
    from (select m, case when m % 100 < 3 then 1 + m % 100
          else 4 + floor(random() * ${Math.max(1, conversationCount - 3)})::int end as k
        from generate_series(1, ${MESSAGES}) as m offset 0) as picked
      join bench_conversations as c on c.k = picked.k`,
  );

  await run(
    'notifications',
    `insert into notifications (user_id, title, body, created_at, read_at)
    select case when n % 100 < 3 then ${userId('1 + n % 100')} else ${userId(skewed(4, USERS - 3))} end,
      'Traveler matched', 'Your order has a traveler.', created_at,
      case when random() < 0.9 then created_at + interval '1 hour' end
    from (select n, $1::timestamptz - random() * interval '365 days' as created_at
      from generate_series(1, ${NOTIFICATIONS}) as n) as rows`,
  );

  // The wallet: each heavy traveler's available account and LEDGER_TYPICAL others, every transaction a
  // release from clearing (two entries that sum to zero).
  const ledgerTravelers = heavyTravelers.map((i) => ({ i, n: LEDGER_HEAVY }));
  const ledgerTypical = Math.min(LEDGER_TYPICAL, USERS - travelerFrom - heavyTravelers.length);
  await run(
    'ledger accounts',
    `insert into ledger_accounts (id, code, kind, currency, allow_negative, created_at)
    select md5('bench-a' || i)::uuid, 'traveler:' || ${userId('i')} || ':available', 'traveler_available', 'USD', false, $1::timestamptz
    from (select unnest(array[${heavyTravelers.join(',')}]) as i
      union select ${travelerFrom} + g from generate_series(1, ${ledgerTypical}) as g) as t
    union all select md5('bench-clearing')::uuid, 'provider:clearing', 'clearing', 'USD', true, $1::timestamptz`,
  );
  await run(
    'ledger transactions',
    `insert into ledger_transactions (id, kind, status, idempotency_key, fingerprint, metadata, created_at, posted_at)
    select md5('bench-x' || i || ':' || x)::uuid, 'release', 'posted', 'bench:' || i || ':' || x, 'x',
      jsonb_build_object('orderId', ${orderId('x')}), at, at
    from (select i, x, $1::timestamptz - (x * interval '37 minutes') as at
      from (select unnest(array[${ledgerTravelers.map((t) => t.i).join(',')}]) as i,
          unnest(array[${ledgerTravelers.map((t) => t.n).join(',')}]) as n
        union all select ${travelerFrom} + g, 10 from generate_series(1, ${ledgerTypical}) as g) as t,
        generate_series(1, t.n) as x) as rows`,
  );
  await run(
    'ledger entries',
    `insert into ledger_entries (transaction_id, account_id, amount, currency, created_at)
    select t.id, side.account, side.amount, 'USD', t.created_at
    from ledger_transactions as t
      cross join lateral (select split_part(t.idempotency_key, ':', 2)::int as i) as who,
      lateral (values (md5('bench-a' || who.i)::uuid, 2500::bigint), (md5('bench-clearing')::uuid, -2500::bigint))
        as side(account, amount)`,
  );

  await run(
    'payouts',
    `insert into payouts (id, traveler_id, amount_minor, currency, status, destination, provider, provider_account_id,
      ledger_transaction_key, idempotency_key, requested_at, approved_at, paid_at, failed_at, failure_reason)
    select md5('bench-p' || p)::uuid, traveler, 5000, 'USD', status, 'Bank ****1234', 'test', 'acct_bench',
      'payout:bench:' || p, 'bench-' || p, at,
      case when status in ('approved', 'paid') then at + interval '1 hour' end,
      case when status = 'paid' then at + interval '1 day' end,
      case when status = 'failed' then at + interval '1 day' end,
      case when status = 'failed' then 'Bank refused' end
    from (select p, case when p % 100 < 3 then ${userId(`${USERS} - (p % 100)`)} else ${userId(skewed(travelerFrom + 1, USERS - travelerFrom - 3))} end as traveler,
        $1::timestamptz - random() * interval '365 days' as at,
        case when random() < 0.05 then 'requested' when random() < 0.1 then 'approved'
          when random() < 0.97 then 'paid' else 'failed' end as status
      from generate_series(1, ${PAYOUTS}) as p) as rows`,
  );

  await run(
    'disputes',
    `insert into disputes (order_id, delivery_id, sender_id, traveler_id, reason, description, status, outcome,
      refund_minor, currency, resolved_at, opened_at)
    select o.id, o.delivery_id, o.sender_id, t.traveler_id, 'damaged', 'The box arrived crushed.',
      case when is_open then 'open' else 'resolved' end, case when is_open then null else 'release' end,
      case when is_open then null else 0 end, case when is_open then null else 'USD' end,
      case when is_open then null else o.created_at + interval '10 days' end, o.created_at + interval '5 days'
    from (select o.*, random() < 0.1 as is_open from orders as o where o.status = 'delivered'
        order by o.id limit ${DISPUTES}) as o
      join matches as m on m.order_id = o.id join trips as t on t.id = m.trip_id`,
  );
  await fill.query(`drop table bench_conversations`);
  await fill.end();
}

async function main() {
  await withScratchDatabase(
    'lists',
    async ({ db, client }, url, name) => {
      const now = new Date();
      const log = (line: string) => console.error(`  lists: ${line}`);
      const { rows: filled } = await client.query('select 1 from orders limit 1');
      if (filled.length > 0) log(`database ${name} is kept filled (LISTS_KEEP): its rows are reused`);
      else await fillDatabase(url, now, log);
      let started = Date.now();
      await client.query('vacuum analyze');
      log(`vacuum analyze in ${Date.now() - started} ms`);

      // ---- who and what to ask for -------------------------------------------------------------------------------
      const one = async <Row>(text: string, values: unknown[] = []) =>
        (await client.query(text, values)).rows[0] as Row;
      const many = async <Row>(text: string, values: unknown[] = []) =>
        (await client.query(text, values)).rows as Row[];
      const idOf = async (i: number) => (await one<{ id: string }>(`select ${userId(i)}::text as id`)).id;
      const heavySender = await idOf(heavySenders[0] as number);
      const heavyTraveler = await idOf(heavyTravelers[0] as number);
      const heavyBell = heavySender;
      // Typical people: picked at random among those with at least one row of the kind.
      const typicalSenders = (
        await many<{ id: string }>(
          `select sender_id as id from orders where sender_id <> all($1::uuid[]) order by random() limit 50`,
          [await Promise.all(heavySenders.map(idOf))],
        )
      ).map((r) => r.id);
      const typicalTravelers = (
        await many<{ id: string }>(
          `select traveler_id as id from trips where traveler_id <> all($1::uuid[]) order by random() limit 50`,
          [await Promise.all(heavyTravelers.map(idOf))],
        )
      ).map((r) => r.id);
      const typicalBell = (
        await many<{ id: string }>(
          `select id::text from users where email not like '%1@%' order by random() limit 50`,
        )
      ).map((r) => r.id);
      const count = async (text: string, values: unknown[]) =>
        Number((await one<{ n: number }>(text, values)).n);
      /** The deepest page a page number reaches: the last one, or MAX_PAGE. */
      const deepOffset = (total: number) =>
        Math.max(0, Math.min(MAX_PAGE, Math.ceil(total / PAGE)) - 1) * PAGE;
      const heavySenderOrders = await count(`select count(*)::int as n from orders where sender_id = $1`, [
        heavySender,
      ]);
      const heavyDeliveries = await count(
        // Every match the fill makes carries its order (an ended one only for a cancelled order).
        `select count(*)::int as n from matches where traveler_id = $1`,
        [heavyTraveler],
      );
      const heavyTrips = await count(`select count(*)::int as n from trips where traveler_id = $1`, [
        heavyTraveler,
      ]);
      const longConversation = await one<{ id: string; n: number; deep: number }>(
        `select conversation_id::text as id, count(*)::int as n,
        (array_agg(id order by id))[greatest(1, count(*)::int / 20)]::bigint as deep
      from messages group by conversation_id order by count(*) desc limit 1`,
      );
      const longSender = (
        await one<{ sender_id: string }>(
          `select o.sender_id::text from conversations c join orders o on o.id = c.order_id where c.id = $1`,
          [longConversation.id],
        )
      ).sender_id;
      const typicalConversations = await many<{ id: string; sender_id: string }>(
        `select c.id::text, o.sender_id::text from conversations c join orders o on o.id = c.order_id
      order by random() limit 50`,
      );
      const heavyAccount = await one<{ id: string; n: number }>(
        `select a.id::text, count(*)::int as n from ledger_accounts a join ledger_entries e on e.account_id = a.id
      where a.code = 'traveler:' || $1 || ':available' group by a.id`,
        [heavyTraveler],
      );
      const heavyCodes = (await Promise.all(heavyTravelers.map(idOf))).map(
        (id) => `traveler:${id}:available`,
      );
      const typicalAccounts = (
        await many<{ id: string }>(
          `select id::text from ledger_accounts where kind = 'traveler_available' and code <> all($1::text[])
        order by random() limit 50`,
          [heavyCodes],
        )
      ).map((r) => r.id);
      const heavyPayouts = await count(`select count(*)::int as n from payouts where traveler_id = $1`, [
        heavyTraveler,
      ]);
      const processing = await count(`select count(*)::int as n from orders where status = 'processing'`, []);
      const senderCount = await count(`select count(*)::int as n from users where is_sender`, []);
      const upcomingTrips = await count(
        `select count(*)::int as n from trips where status = 'approved' and departure_at > $1`,
        [now],
      );
      const requestedPayouts = await count(
        `select count(*)::int as n from payouts where status = 'requested'`,
        [],
      );
      const disputeSender = (
        await one<{ id: string }>(
          `select sender_id::text as id from disputes group by 1 order by count(*) desc limit 1`,
        )
      ).id;
      // Search terms as staff type them: part of a surname, part of an email, part of a Delivery ID.
      const deliveryIds = (
        await many<{ d: string }>(`select delivery_id as d from orders order by random() limit 50`)
      ).map((r) => r.d);
      const nameTerms = ['okaf', 'mwangi', 'ndlovu', 'chukwu', 'grace ad', 'amara o', 'traor', 'kiplag'];
      const emailTerms = ['adeyemi1', 'zainab.k', 'yahoo', 'john.smith2', '.mensah45', 'outlook.com'];
      const idTerms = deliveryIds.map((d, n) => (n % 2 === 0 ? d : d.slice(3, 8)));
      const pick = <T>(values: T[], n: number) => values[n % values.length] as T;

      const repeat = (fn: (n: number) => Promise<unknown>) =>
        Array.from({ length: SAMPLES }, (_, n) => () => fn(n));
      const senderOrders = (senderId: string, offset: number) =>
        listSenderOrders(db, {
          senderId,
          tab: undefined,
          q: undefined,
          limit: PAGE,
          offset,
          countUpTo: COUNT_UP_TO,
        });
      const deliveries = (travelerId: string, offset: number) =>
        listDeliveries(db, { travelerId, tab: undefined, q: undefined, limit: PAGE, offset });
      const travelerTrips = (travelerId: string, offset: number) =>
        listTravelerTrips(db, {
          travelerId,
          status: undefined,
          filter: undefined,
          now,
          limit: PAGE,
          offset,
          countUpTo: COUNT_UP_TO,
        });
      // Paged lists, each at its first page and the deepest page a page number reaches (of `rows`), and where
      // people differ a typical person's first page too. `page` is the repo call the route makes, at an offset.
      const pagedLists: {
        name: string;
        route: string;
        rows: number;
        page: (offset: number) => Promise<unknown>;
        typical?: { name: string; page: (n: number) => Promise<unknown> };
      }[] = [
        {
          name: '/user senders',
          route: 'GET /admin/users',
          rows: senderCount,
          page: (offset) =>
            admin.listUsers(db, {
              role: 'sender',
              q: undefined,
              limit: PAGE,
              offset,
              countUpTo: COUNT_UP_TO,
            }),
        },
        // /admin-l and the home's Update Delivery Status
        {
          name: '/admin-l orders waiting',
          route: 'GET /admin/orders?status=processing',
          rows: processing,
          page: (offset) =>
            admin.listOrders(db, {
              status: 'processing',
              q: undefined,
              limit: PAGE,
              offset,
              countUpTo: COUNT_UP_TO,
            }),
        },
        {
          name: '/admin every order',
          route: 'GET /admin/orders',
          rows: ORDERS,
          page: (offset) =>
            admin.listOrders(db, {
              status: undefined,
              q: undefined,
              limit: PAGE,
              offset,
              countUpTo: COUNT_UP_TO,
            }),
        },
        {
          name: '/admin-l upcoming trips',
          route: 'GET /admin/trips?upcoming=true',
          rows: upcomingTrips,
          page: (offset) =>
            admin.listTrips(db, {
              status: 'approved',
              upcomingAfter: now,
              q: undefined,
              limit: PAGE,
              offset,
              countUpTo: COUNT_UP_TO,
            }),
        },
        // the sender's orders, the traveler's deliveries and trips
        {
          name: 'sender orders (heavy)',
          route: 'GET /orders',
          rows: heavySenderOrders,
          page: (offset) => senderOrders(heavySender, offset),
          typical: { name: 'sender orders (typical)', page: (n) => senderOrders(pick(typicalSenders, n), 0) },
        },
        {
          name: 'traveler deliveries (heavy)',
          route: 'GET /deliveries',
          rows: heavyDeliveries,
          page: (offset) => deliveries(heavyTraveler, offset),
          typical: {
            name: 'traveler deliveries (typical)',
            page: (n) => deliveries(pick(typicalTravelers, n), 0),
          },
        },
        {
          name: 'traveler trips (heavy)',
          route: 'GET /trips',
          rows: heavyTrips,
          page: (offset) => travelerTrips(heavyTraveler, offset),
          typical: {
            name: 'traveler trips (typical)',
            page: (n) => travelerTrips(pick(typicalTravelers, n), 0),
          },
        },
        // the wallet's payouts and the staff's queue of them
        {
          name: 'wallet payouts (heavy)',
          route: 'GET /wallet/payouts',
          rows: heavyPayouts,
          page: (offset) =>
            listPayouts(db, { travelerId: heavyTraveler, order: 'newest', limit: PAGE, offset }),
        },
        {
          name: '/payouts queue (requested)',
          route: 'GET /admin/payouts',
          rows: requestedPayouts,
          page: (offset) => listPayouts(db, { status: 'requested', order: 'oldest', limit: PAGE, offset }),
        },
      ];
      // What the search box's service asks of each repo (admin.service.ts search).
      const searchBox = { limit: ADMIN_SEARCH_LIMIT, offset: 0, countUpTo: ADMIN_SEARCH_COUNT_UP_TO };
      // The searched order lists (below), with and without a status.
      const searchedLists = [
        { list: '/admin-l waiting orders', status: 'processing' as const },
        { list: '/admin order list', status: undefined },
      ];
      // Where Next starts each search's last page: the Delivery ID of the order before it (hit 990, or the last
      // hit of a name with fewer), read once here, as the page before returned it.
      const lastPageStarts = new Map<string, string>();
      for (const { status } of searchedLists)
        for (const q of nameTerms) {
          const before = { status, q, limit: PAGE, countUpTo: SEARCHED_LIST_UP_TO };
          const { total } = await admin.listOrders(db, { ...before, offset: 0 });
          const offset = Math.max(0, Math.min(total, SEARCHED_LIST_UP_TO - PAGE) - PAGE);
          const { rows } = await admin.listOrders(db, { ...before, offset });
          const last = rows.at(-1);
          if (last) lastPageStarts.set(`${status} ${q}`, last.order.deliveryId);
        }
      const cases: Case[] = [
        // /admin search box (searchAdmin: orders, trips and people at once; each timed on its own)
        {
          name: 'admin search: people by name',
          route: 'GET /admin/search',
          calls: repeat((n) => admin.searchUsers(db, { q: pick(nameTerms, n), ...searchBox })),
        },
        {
          name: 'admin search: people by email',
          route: 'GET /admin/search',
          calls: repeat((n) => admin.searchUsers(db, { q: pick(emailTerms, n), ...searchBox })),
        },
        {
          name: 'admin search: orders by Delivery ID',
          route: 'GET /admin/search',
          calls: repeat((n) =>
            admin.listOrders(db, { status: undefined, q: pick(idTerms, n), ...searchBox }),
          ),
        },
        {
          name: 'admin search: orders by name',
          route: 'GET /admin/search',
          calls: repeat((n) =>
            admin.listOrders(db, { status: undefined, q: pick(nameTerms, n), ...searchBox }),
          ),
        },
        {
          name: 'admin search: orders by name, as before 2026-11-28 (reference)',
          route: 'GET /admin/search',
          reference: true,
          calls: repeat((n) =>
            client.query(ORDER_SEARCH_BEFORE, [`%${pick(nameTerms, n)}%`, ADMIN_SEARCH_LIMIT]),
          ),
        },
        // The staff's order list searched (/admin-l's Senders tab: the orders waiting, and the same route without a
        // status): a page of ten, and the total up to the SEARCHED_LIST_UP_TO hits a search reaches, where the
        // search box stops at 100. Page 5 is past the pages a common name finds by walking the newest orders testing
        // each one's names (WALK_TAKE, admin.repo.ts); the last page holds the hits 991-1,000.
        ...searchedLists.flatMap(({ list, status }) => {
          const route = `GET /admin/orders?${status ? `status=${status}&` : ''}q=`;
          const searched = (n: number, offset: number, after?: string) =>
            admin.listOrders(db, {
              status,
              q: pick(nameTerms, n),
              limit: PAGE,
              offset,
              after,
              countUpTo: SEARCHED_LIST_UP_TO,
            });
          return [
            ...[
              { page: '', offset: 0 },
              { page: ', page 5 by its number', offset: 4 * PAGE },
              { page: ', last page by its number', offset: SEARCHED_LIST_UP_TO - PAGE },
            ].map(
              ({ page, offset }): Case => ({
                name: `${list} search by name${page}`,
                route,
                calls: repeat((n) => searched(n, offset)),
              }),
            ),
            {
              // As Next asks for it (admin.service.ts): the order before it looked up, then the page after it.
              name: `${list} search by name, last page by Next (keyset)`,
              route: `${route}&after=`,
              calls: repeat(async (n) => {
                const deliveryId = lastPageStarts.get(`${status} ${pick(nameTerms, n)}`);
                const found = await client.query<{ id: string }>(
                  'select id from orders where delivery_id = $1',
                  [deliveryId],
                );
                return searched(n, SEARCHED_LIST_UP_TO - PAGE, found.rows[0]?.id);
              }),
            },
          ];
        }),
        {
          name: '/admin order list search by name, as before 2026-11-28 afternoon (reference)',
          route: 'GET /admin/orders?q=',
          reference: true,
          calls: repeat((n) => {
            const pattern = `%${pick(nameTerms, n)}%`;
            return Promise.all([
              client.query(ORDER_LIST_SEARCH_BEFORE.page, [pattern, PAGE]),
              client.query(ORDER_LIST_SEARCH_BEFORE.count, [pattern, COUNT_UP_TO]),
            ]);
          }),
        },
        {
          name: 'admin search: trips by name',
          route: 'GET /admin/search',
          calls: repeat((n) =>
            admin.listTrips(db, {
              status: undefined,
              upcomingAfter: undefined,
              q: pick(nameTerms, n),
              ...searchBox,
            }),
          ),
        },
        // /admin-l's Travelers tab searched (the approved trips not departed yet) and /user searched: their first
        // page and the last a search reaches (hits 991-1,000), by its number (these lists page by offset).
        ...[
          { page: '', offset: 0 },
          { page: ', last page by its number', offset: SEARCHED_LIST_UP_TO - PAGE },
        ].flatMap(({ page, offset }): Case[] => [
          {
            name: `/admin-l upcoming trips search by name${page}`,
            route: 'GET /admin/trips?status=approved&upcoming=true&q=',
            calls: repeat((n) =>
              admin.listTrips(db, {
                status: 'approved',
                upcomingAfter: now,
                q: pick(nameTerms, n),
                limit: PAGE,
                offset,
                countUpTo: SEARCHED_LIST_UP_TO,
              }),
            ),
          },
          {
            name: `/user search by name${page}`,
            route: 'GET /admin/users?q=',
            calls: repeat((n) =>
              admin.listUsers(db, {
                role: 'traveler',
                q: pick(nameTerms, n),
                limit: PAGE,
                offset,
                countUpTo: SEARCHED_LIST_UP_TO,
              }),
            ),
          },
        ]),
        ...pagedLists.flatMap((list): Case[] => [
          { name: `${list.name}, first page`, route: list.route, calls: repeat(() => list.page(0)) },
          {
            name: `${list.name}, deep page`,
            route: list.route,
            calls: repeat(() => list.page(deepOffset(list.rows))),
          },
          ...(list.typical
            ? [
                {
                  name: `${list.typical.name}, first page`,
                  route: list.route,
                  calls: repeat(list.typical.page),
                },
              ]
            : []),
        ]),
        // a conversation
        {
          name: `long conversation (${longConversation.n.toLocaleString('en-US')} messages), newest page`,
          route: 'GET /conversations/:id/messages',
          calls: repeat(() =>
            listMessages(db, longConversation.id, { userId: longSender }, undefined, CHAT_PAGE + 1),
          ),
        },
        {
          name: 'long conversation, deep page (before an early message)',
          route: 'GET /conversations/:id/messages?before=',
          calls: repeat(() =>
            listMessages(
              db,
              longConversation.id,
              { userId: longSender },
              Number(longConversation.deep),
              CHAT_PAGE + 1,
            ),
          ),
        },
        {
          name: 'long conversation as staff, newest page',
          route: 'GET /conversations/:id/messages',
          calls: repeat(() =>
            listMessages(db, longConversation.id, { staff: true }, undefined, CHAT_PAGE + 1),
          ),
        },
        {
          name: 'typical conversation, newest page',
          route: 'GET /conversations/:id/messages',
          calls: repeat((n) => {
            const c = pick(typicalConversations, n);
            return listMessages(db, c.id, { userId: c.sender_id }, undefined, CHAT_PAGE + 1);
          }),
        },
        // the bell
        {
          name: 'notifications (heavy)',
          route: 'GET /notifications',
          calls: repeat(() => listNotificationsWithUnread(db, heavyBell, BELL)),
        },
        {
          name: 'notifications (typical)',
          route: 'GET /notifications',
          calls: repeat((n) => listNotificationsWithUnread(db, pick(typicalBell, n), BELL)),
        },
        // the wallet
        {
          name: 'wallet ledger history (heavy), first page',
          route: 'GET /wallet/history',
          calls: repeat(() => accountHistory(db, heavyAccount.id, { limit: 201, offset: 0 })),
        },
        {
          name: 'wallet ledger history (heavy), deep page',
          route: 'GET /wallet/history',
          calls: repeat(() =>
            accountHistory(db, heavyAccount.id, {
              limit: 201,
              offset: Math.max(0, Math.floor((heavyAccount.n - 1) / 200) * 200),
            }),
          ),
        },
        {
          name: 'wallet ledger history (typical), first page',
          route: 'GET /wallet/history',
          calls: repeat((n) => accountHistory(db, pick(typicalAccounts, n), { limit: 201, offset: 0 })),
        },
        // disputes
        {
          name: '/disputes open queue',
          route: 'GET /admin/disputes',
          calls: repeat(() => listQueue(db, 'open', QUEUE)),
        },
        {
          name: '/disputes resolved',
          route: 'GET /admin/disputes?status=resolved',
          calls: repeat(() => listQueue(db, 'resolved', QUEUE)),
        },
        {
          name: "a person's disputes (/admin-p)",
          route: 'GET /admin/users/:id/disputes',
          calls: repeat(() => listDisputesOfUser(db, disputeSender, QUEUE)),
        },
      ];

      // The statements a call sends, caught on the pool (drizzle hands node-postgres { text, values }).
      type Sent = { text: string; values: unknown[] };
      let caught: Sent[] | undefined;
      const pool = client as unknown as { query: (...args: unknown[]) => unknown };
      const query = pool.query.bind(client);
      pool.query = (...args: unknown[]) => {
        const [first, second] = args;
        if (caught) {
          if (typeof first === 'string') caught.push({ text: first, values: (second as unknown[]) ?? [] });
          else if (first && typeof first === 'object' && 'text' in first) {
            const config = first as { text: string; values?: unknown[] };
            caught.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
          }
        }
        return query(...args);
      };

      // Warm each case once (statements prepared on the pool's connections), then time one call at a time.
      const results = [];
      const plans: string[] = [];
      for (const item of ONLY ? cases.filter((c) => c.name.toLowerCase().includes(ONLY)) : cases) {
        caught = [];
        await item.calls[0]?.();
        const statements = caught;
        caught = undefined;
        for (const call of item.calls.slice(1, 4)) await call();
        const times: number[] = [];
        const caseStart = Date.now();
        for (const call of item.calls) {
          const start = process.hrtime.bigint();
          await call();
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
          if (times.length >= 20 && Date.now() - caseStart > CASE_MS) break;
        }
        const figure = {
          name: item.name,
          route: item.route,
          samples: times.length,
          ...summary(times),
          ...(item.reference ? { reference: true } : {}),
        };
        results.push(figure);
        log(
          `${item.name.padEnd(58)} p50 ${String(figure.p50).padStart(8)}  p95 ${String(figure.p95).padStart(8)}  p99 ${String(figure.p99).padStart(8)} ms  (${figure.samples})  ${item.reference ? 'reference' : figure.p95 <= P95_GOAL_MS ? 'ok' : 'MISSED'}`,
        );
        plans.push(`## ${item.name} (${item.route}): p95 ${figure.p95} ms, goal ≤ ${P95_GOAL_MS} ms`);
        for (const statement of statements) {
          const explained = await client.query(
            `explain (analyze, buffers) ${statement.text}`,
            statement.values,
          );
          plans.push(
            statement.text,
            '',
            explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'),
            '',
          );
        }
      }

      started = Date.now();
      const [sizes] = await many<Record<string, string>>(
        `select (select count(*) from users)::text as users, (select count(*) from orders)::text as orders,
        (select count(*) from trips)::text as trips, (select count(*) from matches)::text as matches,
        (select count(*) from messages)::text as messages, (select count(*) from notifications)::text as notifications,
        (select count(*) from ledger_entries)::text as ledger_entries, (select count(*) from payouts)::text as payouts,
        (select count(*) from disputes)::text as disputes, pg_size_pretty(pg_database_size(current_database())) as database`,
      );
      const heavy = {
        senderOrders: heavySenderOrders,
        travelerDeliveries: heavyDeliveries,
        travelerTrips: heavyTrips,
        longConversation: longConversation.n,
        walletEntries: heavyAccount.n,
        payouts: heavyPayouts,
      };
      // Kept in git beside the script (bench/results/ is ignored): the plans are the evidence for the goal. A run of
      // some cases (LISTS_CASES) replaces only their sections and says so in the header.
      const explainFile = path.join(here, 'lists-explain.txt');
      const header = `# bench/lists.mjs: LISTS_SCALE=${SCALE}, ${SAMPLES} samples per case (at most ${CASE_MS} ms each), ${new Date().toISOString()}`;
      const rowsLine = `# rows: ${JSON.stringify(sizes)}`;
      const heavyLine = `# heavy people: ${JSON.stringify(heavy)}`;
      await writeFile(
        explainFile,
        ONLY
          ? mergeSections(
              await readFile(explainFile, 'utf8'),
              plans,
              `${header}, only the cases holding "${ONLY}"`,
            )
          : [header, rowsLine, heavyLine, '', ...plans].join('\n'),
      );
      console.log(JSON.stringify({ scale: SCALE, goalMs: P95_GOAL_MS, sizes, heavy, cases: results }));
    },
    KEEP,
  );
}

await main();

/**
 * The explain file with the sections of `plans` (each starts at a "## <case> (<route>): p95" line) put in place of the earlier
 * ones of the same cases, and `note` added to the header (the lines before the first section).
 */
function mergeSections(previous: string, plans: string[], note: string): string {
  const sectionsOf = (lines: string[]) => {
    const sections = new Map<string, string[]>();
    let current: string[] | undefined;
    const head: string[] = [];
    for (const line of lines) {
      if (line.startsWith('## ')) {
        current = [];
        // "## <case> (<route>): p95 …": a case's name may hold " (" too, so it is read up to the figures.
        sections.set(line.slice(3, line.lastIndexOf('): p95')), current);
      }
      (current ?? head).push(line);
    }
    return { head, sections };
  };
  const before = sectionsOf(previous.split('\n'));
  const fresh = sectionsOf(plans.join('\n').split('\n')).sections;
  const merged = [...before.sections].map(([name, lines]) => fresh.get(name) ?? lines);
  const added = [...fresh].filter(([name]) => !before.sections.has(name)).map(([, lines]) => lines);
  const head = [...before.head.filter((line) => line.startsWith('#')), note, ''];
  return [...head, ...merged.flat(), ...added.flat()].join('\n');
}
