import { APP_NAMES, type AppName, type SiteMap } from '@tote/validation/sites';
import type { Env } from './env';

// Site topology (one server, four apps, four origins):
//   locally     every app on its own port: shell :3000, sender :3001, traveler :3002, admin :3003
//   production  one listener; the Host decides: example.com shell, sender., traveler., admin.; www. of each
//               redirects to it (wwwRedirect)
// The API is served on every origin under /api/v1, so the apps only ever call their own origin.

const SUBDOMAINS: Record<AppName, string | null> = {
  shell: null,
  sender: 'sender',
  traveler: 'traveler',
  admin: 'admin',
};

/** Origin of every app: SITE_MAP if set, else derived from PUBLIC_DOMAIN (production) or the ports (locally). */
export function buildSiteMap(env: Env): SiteMap {
  if (env.siteMapOverride) return env.siteMapOverride;
  const origin = (app: AppName): string => {
    if (env.isProduction) {
      const sub = SUBDOMAINS[app];
      return `https://${sub ? `${sub}.` : ''}${env.publicDomain}`;
    }
    return `http://localhost:${env.ports[app]}`;
  };
  return {
    shell: origin('shell'),
    sender: origin('sender'),
    traveler: origin('traveler'),
    admin: origin('admin'),
  };
}

/** What the resolver needs to know about a request. */
export interface SiteRequest {
  /** Port the connection arrived on (request.socket.localPort); undefined for app.inject. */
  localPort: number | undefined;
  /** Host header, with or without a port. */
  host: string | undefined;
}

export type SiteResolver = (request: SiteRequest) => AppName | null;

function splitHost(host: string | undefined): { hostname: string; port: number | undefined } {
  if (!host) return { hostname: '', port: undefined };
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { hostname: match?.[1] ?? '', port: match?.[2] ? Number(match[2]) : undefined };
}

/**
 * Decides which app a request is for, or null when the request names none of them (production: unknown host).
 * Locally by the port the connection arrived on (or the Host's port, for app.inject and proxies), else shell.
 */
export function createSiteResolver(env: Env, siteMap: SiteMap = buildSiteMap(env)): SiteResolver {
  if (env.isProduction) {
    const byHost = new Map<string, AppName>();
    for (const app of APP_NAMES) byHost.set(new URL(siteMap[app]).hostname, app);
    return ({ host }) => byHost.get(splitHost(host).hostname.replace(/\.$/, '')) ?? null;
  }
  const byPort = new Map<number, AppName>();
  for (const app of APP_NAMES) byPort.set(env.ports[app], app);
  return ({ localPort, host }) => {
    const fromSocket = localPort === undefined ? undefined : byPort.get(localPort);
    if (fromSocket) return fromSocket;
    const { port } = splitHost(host);
    return (port === undefined ? undefined : byPort.get(port)) ?? 'shell';
  };
}

/** Cookies get the Secure attribute whenever the site is served over https, not only in production. */
export function servedOverHttps(siteMap: SiteMap): boolean {
  return Object.values(siteMap).some((origin) => new URL(origin).protocol === 'https:');
}

/**
 * Production: `www.` in front of an app's host names that app, and is answered with a permanent redirect to the
 * bare host (one canonical origin per app: one cookie scope, one CSRF origin, one address to link). Returns the
 * origin to redirect to, or null. Locally the port names the app, so nothing redirects.
 */
export function createWwwRedirect(
  env: Env,
  siteMap: SiteMap = buildSiteMap(env),
): (host: string | undefined) => string | null {
  if (!env.isProduction) return () => null;
  const byWwwHost = new Map<string, string>();
  for (const app of APP_NAMES) {
    const url = new URL(siteMap[app]);
    if (!url.hostname.startsWith('www.')) byWwwHost.set(`www.${url.hostname}`, url.origin);
  }
  return (host) => byWwwHost.get(splitHost(host).hostname.replace(/\.$/, '')) ?? null;
}
