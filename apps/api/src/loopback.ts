import { isIP } from 'node:net';

/**
 * True for this machine's own addresses: 127.0.0.0/8 (also IPv4-mapped, ::ffff:127.x), ::1 and the name
 * localhost. Used for the listener (HOST, env.ts) and for the connecting socket (request.socket.remoteAddress,
 * never X-Forwarded-For, which the client writes).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const value = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (value === 'localhost') return true;
  const ipv4 = value.startsWith('::ffff:') ? value.slice('::ffff:'.length) : value;
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.');
  return isIP(value) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(value);
}

/** Headers a proxy or a tunnel adds when it passes a request on (RFC 7239 and the de facto X- forms). */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'] as const;

/** What isThisMachine reads of a request (a FastifyRequest has it). */
export interface MachineRequest {
  socket: { remoteAddress?: string | undefined } | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The check of the dev-only routes and pages (/dev/mailbox, /dev/clock: ADR 005, ADR 014). The socket alone
 * is not enough: a proxy or tunnel on this machine (nginx, ngrok, cloudflared) connects from loopback on behalf
 * of anyone. So the request must also carry no forwarding header and name, in its Host, a host of the site map
 * or of a Vite dev origin (`origins`); the port is not judged, since the socket already is this machine's.
 */
export function createThisMachineCheck(origins: readonly string[]): (request: MachineRequest) => boolean {
  const hostnames = new Set(origins.map((origin) => new URL(origin).hostname.toLowerCase()));
  return (request) => {
    if (!isLoopback(request.socket?.remoteAddress)) return false;
    if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    const host = request.headers.host;
    if (typeof host !== 'string') return false;
    const hostname = /^(\[[^\]]*\]|[^:]*)(?::\d+)?$/.exec(host.trim().toLowerCase())?.[1];
    return hostname !== undefined && hostnames.has(hostname);
  };
}
