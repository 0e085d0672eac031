-- Baseline of the Tote schema: it gives every database a first recorded version (see /api/v1/health).
-- Tables arrive with the issues that need them: add src/db/schema/<table>.ts, then
-- `pnpm --filter @tote/api db:generate`. Keep migrations to SQL that both PGlite and PostgreSQL 15 run.
SELECT 1;
