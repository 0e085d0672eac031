import { z } from 'zod';

/** The four web apps the one server hosts (DEVELOPERS.md: site topology). */
export const APP_NAMES = ['shell', 'sender', 'traveler', 'admin'] as const;
export const AppNameSchema = z.enum(APP_NAMES);
export type AppName = z.infer<typeof AppNameSchema>;

/** Absolute origin of every app, e.g. { shell: "http://localhost:3000", ... }. */
export const SiteMapSchema = z.object({
  shell: z.url(),
  sender: z.url(),
  traveler: z.url(),
  admin: z.url(),
});
export type SiteMap = z.infer<typeof SiteMapSchema>;

/**
 * The server replaces this placeholder in every served index.html with a
 * `<meta name="tote-sites" content="{json SiteMap}">` tag, so cross-app links
 * come from the server's one configuration and never from hard-coded URLs.
 */
export const SITE_MAP_PLACEHOLDER = '<!-- tote:sites -->';
export const SITE_MAP_META_NAME = 'tote-sites';
