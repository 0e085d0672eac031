import { type AppName, SITE_MAP_META_NAME, type SiteMap, SiteMapSchema } from '@tote/validation/sites';

const LOCAL_PORTS: Record<AppName, number> = { shell: 3000, sender: 3001, traveler: 3002, admin: 3003 };

/** Local default when a page has no site map meta tag (component tests; the Vite dev servers write one). */
function localSiteMap(): SiteMap {
  const host = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
  const entries = Object.entries(LOCAL_PORTS).map(([app, port]) => [app, `http://${host}:${port}`]);
  return Object.fromEntries(entries) as SiteMap;
}

let cached: SiteMap | undefined;

/** Origins of the four apps, as configured on the server (read from the served index.html). */
export function readSiteMap(): SiteMap {
  if (cached) return cached;
  const meta =
    typeof document === 'undefined' ? null : document.querySelector(`meta[name="${SITE_MAP_META_NAME}"]`);
  const content = meta?.getAttribute('content');
  const parsed = content ? SiteMapSchema.safeParse(JSON.parse(content)) : undefined;
  cached = parsed?.success ? parsed.data : localSiteMap();
  return cached;
}

/** Absolute URL of `path` in another app, e.g. appHref('traveler', '/traveler-home'). */
export function appHref(app: AppName, path = '/'): string {
  return new URL(path, readSiteMap()[app]).toString();
}
