import { countryMappingSql } from '../db/country-mapping';

// Prints migration 0005's conversion statements (ADR 008), separated as drizzle-kit separates them:
//   pnpm --filter @tote/api exec tsx src/cli/country-mapping-sql.ts
process.stdout.write(`${countryMappingSql().join('\n--> statement-breakpoint\n')}\n`);
