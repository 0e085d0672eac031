-- legacy_countries kept the free text of countries that migration 0005 could not map to an ISO code (ADR 008).
-- Nothing reads it: drop it where it is empty, and keep it as an archive (outside the schema, read by hand)
-- where a database still holds such rows, so nothing anyone typed is lost.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "legacy_countries") THEN
    DROP TABLE "legacy_countries";
  END IF;
END $$;
