export * from './auth';
export * from './client';
