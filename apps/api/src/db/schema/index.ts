// One schema for both engines (docs/decisions/001-one-dialect-two-engines.md). Each table lives in its own
// file under db/schema/ and is re-exported here, so drizzle-kit and the client see the same set.
export * from './auth-throttles';
export * from './conversations';
export * from './email-codes';
export * from './events';
export * from './ledger-accounts';
export * from './ledger-entries';
export * from './ledger-transactions';
export * from './mail-outbox';
export * from './matches';
export * from './national-id-reads';
export * from './notifications';
export * from './order-events';
export * from './order-images';
export * from './orders';
export * from './password-reset-tokens';
export * from './recovery-codes';
export * from './reviews';
export * from './sessions';
export * from './sign-in-challenges';
export * from './totp-factors';
export * from './traveler-verifications';
export * from './trips';
export * from './users';
