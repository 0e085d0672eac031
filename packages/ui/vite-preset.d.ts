import type { UserConfig } from 'vite';

export interface ToteViteOptions {
  /**
   * Which app this is. Its dev server port: 5170 shell, 5171 sender, 5172 traveler, 5173 admin
   * (TOTE_VITE_PORT moves the first, the others follow).
   */
  app: 'shell' | 'sender' | 'traveler' | 'admin';
}

/**
 * Shared Vite config: React + Tailwind plugins, `/api` proxy to TOTE_API_URL, the dev servers' site map in the
 * served page, output in `dist/`.
 */
export function toteViteConfig(options: ToteViteOptions): UserConfig;
