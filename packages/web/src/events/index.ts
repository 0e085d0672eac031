export { sharedLiveInvalidations } from './shared-invalidations';
export type { LiveInvalidations } from './use-live-events';
