import { APP_NAMES, SITE_MAP_META_NAME } from '@tote/validation/site-names';
import type { AppName, SiteMap } from '@tote/validation/sites';

const LOCAL_PORTS: Record<AppName, number> = { shell: 3000, sender: 3001, traveler: 3002, admin: 3003 };

/** Local default when a page has no site map meta tag (component tests; the Vite dev servers write one). */
function localSiteMap(): SiteMap {
  const host = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
  const entries = Object.entries(LOCAL_PORTS).map(([app, port]) => [app, `http://${host}:${port}`]);
  return Object.fromEntries(entries) as SiteMap;
}

/**
 * The server writes the meta tag from its own configuration; this checks its shape by hand rather than with
 * SiteMapSchema, so that every app's entry does not carry zod for one object (the first-load JS budget,
 * bench/size.mjs).
 */
function isSiteMap(value: unknown): value is SiteMap {
  if (typeof value !== 'object' || value === null) return false;
  const origins = value as Record<string, unknown>;
  return APP_NAMES.every((app) => {
    const origin = origins[app];
    return typeof origin === 'string' && URL.canParse(origin);
  });
}

let cached: SiteMap | undefined;

/** Origins of the four apps, as configured on the server (read from the served index.html). */
export function readSiteMap(): SiteMap {
  if (cached) return cached;
  const meta =
    typeof document === 'undefined' ? null : document.querySelector(`meta[name="${SITE_MAP_META_NAME}"]`);
  const content = meta?.getAttribute('content');
  const parsed: unknown = content ? JSON.parse(content) : undefined;
  cached = isSiteMap(parsed) ? parsed : localSiteMap();
  return cached;
}

/** Absolute URL of `path` in another app, e.g. appHref('traveler', '/traveler-home'). */
export function appHref(app: AppName, path = '/'): string {
  return new URL(path, readSiteMap()[app]).toString();
}
