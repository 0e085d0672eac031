import type { UserConfig } from 'vite';

export interface ToteViteOptions {
  /** Vite dev server port: 5170 shell, 5171 sender, 5172 traveler, 5173 admin. */
  port: number;
}

/** Shared Vite config: React + Tailwind plugins, `/api` proxy to TOTE_API_URL, output in `dist/`. */
export function toteViteConfig(options: ToteViteOptions): UserConfig;
