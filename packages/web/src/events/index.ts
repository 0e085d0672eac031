export { LiveConnectionHint } from './live-connection-hint';
export { sharedLiveInvalidations } from './shared-invalidations';
export { type LiveInvalidations, useLiveEvents } from './use-live-events';
