export * from './errors';
export * from './health';
export * from './order-form';
export * from './orders';
export * from './profiles';
export * from './sites';
export * from './uploads';
