export * from './auth';
export * from './client';
export * from './messages';
export * from './orders';
export * from './profiles';
export * from './trips';
