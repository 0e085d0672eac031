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
