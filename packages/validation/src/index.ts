export * from './errors';
export * from './health';
export * from './orders';
export * from './profiles';
export * from './sites';
export * from './uploads';
