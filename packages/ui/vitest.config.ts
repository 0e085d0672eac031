import { mergeConfig } from 'vitest/config';
import { toteVitestConfig } from './vitest-preset.js';

// The kit tests under the apps' config (setup, timeouts, JSON report); its tests also use vitest's globals.
export default mergeConfig(toteVitestConfig(), { test: { globals: true } });
