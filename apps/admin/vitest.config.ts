import { toteVitestConfig } from '@tote/ui/vitest-preset';

export default toteVitestConfig();
