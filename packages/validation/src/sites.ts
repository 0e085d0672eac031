import './zod-config';
import { z } from 'zod';
import { APP_NAMES } from './site-names';

export { APP_NAMES, SITE_MAP_META_NAME, SITE_MAP_PLACEHOLDER } from './site-names';

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
