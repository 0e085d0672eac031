// One schema for both engines (docs/decisions/001-one-dialect-two-engines.md). Each table lives in its own
// file under db/schema/ and is re-exported here, so drizzle-kit and the client see the same set.
// No tables yet: the first domain issue adds them.
export {};
