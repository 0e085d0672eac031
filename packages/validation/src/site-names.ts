// The site constants every app's entry needs (packages/ui/src/sites.ts), apart from the schemas in
// ./sites.ts: importing them from here keeps zod out of the apps' first-load bundles (the first-load JS
// budget, bench/size.mjs).

/** The four web apps the one server hosts (docs/architecture.md, How a request flows; ADR 003). */
export const APP_NAMES = ['shell', 'sender', 'traveler', 'admin'] as const;

/**
 * The server replaces this placeholder in every served index.html with a
 * `<meta name="tote-sites" content="{json SiteMap}">` tag, so cross-app links
 * come from the server's one configuration and never from hard-coded URLs.
 */
export const SITE_MAP_PLACEHOLDER = '<!-- tote:sites -->';
export const SITE_MAP_META_NAME = 'tote-sites';

/**
 * The shell's public prohibited items page (docs/decisions/020-declared-contents.md), which the other apps link
 * to with `appHref('shell', PROHIBITED_ITEMS_PATH)`.
 */
export const PROHIBITED_ITEMS_PATH = '/prohibited-items';
