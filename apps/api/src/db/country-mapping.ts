import { COUNTRY_CODES, type CountryCode, UNKNOWN_COUNTRY } from '@tote/validation/countries';

/**
 * Authoring-time source of migration 0005 (ADR 008): how the free-text countries accepted before codes map to
 * ISO 3166-1 alpha-2 codes. `countryMappingSql()` prints the SQL pasted into the migration
 * (`pnpm --filter @tote/api exec tsx src/cli/country-mapping-sql.ts`); migrations are frozen once applied, so this
 * module is not read at run time, and country-mapping.test.ts checks that the migration holds what it generates.
 */

/** Names people typed that Intl.DisplayNames does not give (older official names, short forms, spellings). */
export const COUNTRY_ALIASES: Record<string, CountryCode> = {
  usa: 'US',
  'u.s.a.': 'US',
  'u.s.': 'US',
  'united states of america': 'US',
  'the united states': 'US',
  america: 'US',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'the united kingdom': 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  drc: 'CD',
  'dr congo': 'CD',
  'democratic republic of the congo': 'CD',
  'democratic republic of congo': 'CD',
  'congo (kinshasa)': 'CD',
  'republic of the congo': 'CG',
  'congo (brazzaville)': 'CG',
  congo: 'CG',
  'ivory coast': 'CI',
  korea: 'KR',
  'republic of korea': 'KR',
  "democratic people's republic of korea": 'KP',
  'russian federation': 'RU',
  'czech republic': 'CZ',
  turkey: 'TR',
  holland: 'NL',
  'the netherlands': 'NL',
  uae: 'AE',
  swaziland: 'SZ',
  burma: 'MM',
  macedonia: 'MK',
  'cabo verde': 'CV',
  vatican: 'VA',
  'holy see': 'VA',
  macau: 'MO',
  'state of palestine': 'PS',
  'united republic of tanzania': 'TZ',
  'islamic republic of iran': 'IR',
  'syrian arab republic': 'SY',
  "lao people's democratic republic": 'LA',
  'viet nam': 'VN',
  'republic of moldova': 'MD',
  'brunei darussalam': 'BN',
  'federated states of micronesia': 'FM',
  'east timor': 'TL',
  'the gambia': 'GM',
  'the bahamas': 'BS',
};

/**
 * What the migration does to a stored value before looking it up, in SQL: trim, one space between words, a
 * typographic apostrophe as a straight one, lower case. Mirrored by `normalizeCountryText` for the tests.
 * PostgreSQL's lower() may leave non-ASCII letters alone (C locale), so the keys also come in an ASCII-only
 * lower-cased spelling (see `spellings`).
 */
export const NORMALIZE_SQL = (column: string) =>
  `lower(regexp_replace(btrim(replace(${column}, '’', '''')), '\\s+', ' ', 'g'))`;

export function normalizeCountryText(value: string): string {
  return value.replace(/’/g, "'").trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A name's other spellings: "&"/"and", "St."/"Saint", without accents, ASCII-only lower case. */
function spellings(name: string): string[] {
  const forms = new Set<string>([name]);
  for (const form of [...forms]) forms.add(form.replace(/ & /g, ' and '));
  for (const form of [...forms]) {
    forms.add(form.replace(/\bSt\. /g, 'Saint '));
    forms.add(form.replace(/\bSt\. /g, 'St '));
  }
  for (const form of [...forms]) forms.add(form.normalize('NFD').replace(/\p{M}/gu, ''));
  for (const form of [...forms]) forms.add(form.replace(/’/g, "'"));
  const keys = new Set<string>();
  for (const form of forms) {
    const trimmed = form.trim().replace(/\s+/g, ' ');
    keys.add(trimmed.toLowerCase());
    keys.add(trimmed.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
  }
  return [...keys];
}

/**
 * Every key the migration knows, normalised, to its code: the codes themselves (any case), every English name
 * from Intl.DisplayNames (en, en-GB, and the short style: "UK", "US", "Hong Kong"), and COUNTRY_ALIASES. A key
 * claimed by two codes is an authoring error and throws.
 */
export function countryNameMapping(): Map<string, CountryCode> {
  const mapping = new Map<string, CountryCode>();
  const add = (name: string, code: CountryCode) => {
    for (const key of spellings(name)) {
      const known = mapping.get(key);
      if (known && known !== code) throw new Error(`"${key}" names both ${known} and ${code}`);
      mapping.set(key, code);
    }
  };
  const names = [
    new Intl.DisplayNames(['en'], { type: 'region' }),
    new Intl.DisplayNames(['en-GB'], { type: 'region' }),
    new Intl.DisplayNames(['en'], { type: 'region', style: 'short' }),
  ];
  for (const code of COUNTRY_CODES) {
    add(code, code);
    for (const displayNames of names) {
      const name = displayNames.of(code);
      if (name && name !== code) add(name, code);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) add(alias, code);
  return mapping;
}

/** The code the migration gives a stored value; UNKNOWN_COUNTRY when nothing matches (kept in legacy_countries). */
export function countryCodeOf(value: string, mapping = countryNameMapping()): string {
  return mapping.get(normalizeCountryText(value)) ?? UNKNOWN_COUNTRY;
}

/** Every country column that held free text before migration 0005. */
export const COUNTRY_COLUMNS = [
  { table: 'users', column: 'country' },
  { table: 'orders', column: 'pickup_country' },
  { table: 'orders', column: 'delivery_country' },
  { table: 'trips', column: 'departure_country' },
  { table: 'trips', column: 'arrival_country' },
] as const;

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The conversion SQL of migration 0005, statement by statement: a lookup table filled from countryNameMapping(),
 * for each column first the unmappable values kept in legacy_countries, then every value replaced by its code
 * (UNKNOWN_COUNTRY when unmappable), receiver phones with separators dropped, and the lookup table dropped.
 */
export function countryMappingSql(mapping = countryNameMapping()): string[] {
  const rows = [...mapping].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const statements = [
    'CREATE TABLE "country_name_map" ("name" text PRIMARY KEY, "code" char(2) NOT NULL);',
    `INSERT INTO "country_name_map" ("name", "code") VALUES\n${rows
      .map(([name, code]) => `  (${literal(name)}, ${literal(code)})`)
      .join(',\n')};`,
  ];
  for (const { table, column } of COUNTRY_COLUMNS) {
    const key = NORMALIZE_SQL(`t."${column}"`);
    statements.push(
      `INSERT INTO "legacy_countries" ("table_name", "row_id", "column_name", "original") SELECT '${table}', t."id", '${column}', t."${column}" FROM "${table}" t WHERE NOT EXISTS (SELECT 1 FROM "country_name_map" m WHERE m."name" = ${key});`,
      `UPDATE "${table}" t SET "${column}" = coalesce((SELECT m."code" FROM "country_name_map" m WHERE m."name" = ${key}), '${UNKNOWN_COUNTRY}');`,
    );
  }
  statements.push(
    // PhoneSchema already dropped separators before storing; this only catches rows written another way. A number
    // that libphonenumber-js would refuse cannot be told apart in SQL and stays as it is (ADR 008).
    `UPDATE "orders" SET "receiver_phone" = regexp_replace("receiver_phone", '[[:space:]().-]', '', 'g') WHERE "receiver_phone" <> regexp_replace("receiver_phone", '[[:space:]().-]', '', 'g') AND regexp_replace("receiver_phone", '[[:space:]().-]', '', 'g') ~ '^\\+[1-9][0-9]{7,14}$';`,
    'DROP TABLE "country_name_map";',
  );
  return statements;
}
