-- Counters move from the organization to the code their numbers carry; counters of one code merge at their highest.
ALTER TABLE "registration_counters" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "registration_counters" AS c SET "series" = upper(regexp_replace(btrim(o."short_name"), '\s+', '-', 'g')) FROM "organizations" AS o WHERE o."id" = c."organization_id";--> statement-breakpoint
DELETE FROM "registration_counters" AS c USING "registration_counters" AS d WHERE c."prefix" = d."prefix" AND c."series" = d."series" AND c."year" = d."year" AND (c."last" < d."last" OR (c."last" = d."last" AND c."organization_id" < d."organization_id"));--> statement-breakpoint
ALTER TABLE "registration_counters" DROP CONSTRAINT "registration_counters_prefix_organization_id_year_pk";--> statement-breakpoint
ALTER TABLE "registration_counters" DROP COLUMN "organization_id";--> statement-breakpoint
ALTER TABLE "registration_counters" ALTER COLUMN "series" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "registration_counters" ADD CONSTRAINT "registration_counters_prefix_series_year_pk" PRIMARY KEY("prefix","series","year");--> statement-breakpoint
-- A short name already shared keeps its first holder; the others get a suffix, their series continue apart.
UPDATE "organizations" AS o SET "short_name" = btrim(o."short_name") || '-' || d."n" FROM (SELECT "id", row_number() OVER (PARTITION BY upper(regexp_replace(btrim("short_name"), '\s+', '-', 'g')) ORDER BY "created_at", "id") AS "n" FROM "organizations" WHERE "short_name" <> '') AS d WHERE d."id" = o."id" AND d."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_short_name_key" ON "organizations" USING btree (upper(regexp_replace(btrim("short_name"), '\s+', '-', 'g'))) WHERE "organizations"."short_name" <> '';
