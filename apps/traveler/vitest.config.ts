import { toteVitestConfig } from '@tote/testing/vitest-preset';

export default toteVitestConfig();
