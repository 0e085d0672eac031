import { mergeConfig } from 'vitest/config';
// By path, not as a dependency: @tote/testing depends on the kit, so the kit listing it would make a cycle.
import { toteVitestConfig } from '../testing/vitest-preset.js';

// The kit tests under the apps' config (setup, timeouts, JSON report); its tests also use vitest's globals.
export default mergeConfig(toteVitestConfig(), { test: { globals: true } });
