import { toteVitestConfig } from './vitest-preset.js';

// The shared client pieces (@tote/web) are tested here, beside the helpers they need: @tote/web cannot list
// its own test kit as a dependency without a cycle (@tote/testing renders inside @tote/web's providers).
export default toteVitestConfig();
