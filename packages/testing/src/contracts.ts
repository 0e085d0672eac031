// Test-only: every API route's contract, found by a concrete "METHOD /path", so a stubbed answer is checked
// exactly as the server would answer it (mock-api.ts).
import { isRouteContract, type RouteContract, routeKey } from '@tote/validation/contract';
import * as accounts from '@tote/validation/contracts/accounts';
import * as admin from '@tote/validation/contracts/admin';
import * as contents from '@tote/validation/contracts/contents';
import * as deliveries from '@tote/validation/contracts/deliveries';
import * as devClock from '@tote/validation/contracts/dev-clock';
import * as disputes from '@tote/validation/contracts/disputes';
import * as events from '@tote/validation/contracts/events';
import * as health from '@tote/validation/contracts/health';
import * as jobs from '@tote/validation/contracts/jobs';
import * as mail from '@tote/validation/contracts/mail';
import * as matches from '@tote/validation/contracts/matches';
import * as messages from '@tote/validation/contracts/messages';
import * as notifications from '@tote/validation/contracts/notifications';
import * as orders from '@tote/validation/contracts/orders';
import * as payments from '@tote/validation/contracts/payments';
import * as profiles from '@tote/validation/contracts/profiles';
import * as receiverLinks from '@tote/validation/contracts/receiver-links';
import * as reviews from '@tote/validation/contracts/reviews';
import * as sites from '@tote/validation/contracts/sites';
import * as travelers from '@tote/validation/contracts/travelers';
import * as trips from '@tote/validation/contracts/trips';
import * as twoFactor from '@tote/validation/contracts/two-factor';
import * as wallet from '@tote/validation/contracts/wallet';

/** Each contracts module of @tote/validation/contracts: add a new one here. */
const MODULES: readonly Record<string, unknown>[] = [
  matches,
  orders,
  notifications,
  trips,
  deliveries,
  profiles,
  reviews,
  admin,
  jobs,
  messages,
  events,
  health,
  sites,
  devClock,
  mail,
  accounts,
  twoFactor,
  travelers,
  receiverLinks,
  payments,
  wallet,
  disputes,
  contents,
];

const CONTRACTS: RouteContract[] = [
  ...MODULES.flatMap((module) => Object.values(module).filter(isRouteContract)),
];

const PATTERNS = CONTRACTS.map((contract) => ({
  contract,
  key: routeKey(contract),
  segments: contract.path.split('/'),
}));

/**
 * The contract of a concrete "METHOD /path" ("GET /orders/TT-7K3Q9M" -> GET /orders/:deliveryId); a literal
 * segment wins over a parameter ("/orders/overview" is not an order).
 */
export function contractOf(route: string): RouteContract | undefined {
  const exact = PATTERNS.find((pattern) => pattern.key === route);
  if (exact) return exact.contract;
  const [method = '', path = ''] = route.split(' ');
  const segments = path.split('/');
  return PATTERNS.find(
    ({ contract, segments: pattern }) =>
      contract.method === method &&
      pattern.length === segments.length &&
      pattern.every((segment, i) => segment.startsWith(':') || segment === segments[i]),
  )?.contract;
}
