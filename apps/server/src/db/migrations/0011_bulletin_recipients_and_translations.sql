ALTER TABLE "bulletins" ADD COLUMN "own_organization_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Demo titles were written in Russian for every reader; empty, they are generated in the reader's language.
UPDATE "investigation_reports" AS d SET "title" = '' FROM "incidents" AS i WHERE i."id" = d."incident_id" AND d."title" = 'Отчёт о внутреннем расследовании по сообщению ' || i."number";--> statement-breakpoint
-- Demo titles were written in Russian for every reader; empty, they are generated in the reader's language.
UPDATE "investigation_acts" AS d SET "title" = '' FROM "incidents" AS i WHERE i."id" = d."incident_id" AND d."title" = 'Акт специального расследования по сообщению ' || i."number";--> statement-breakpoint
-- Demo titles were written in Russian for every reader; empty, they are generated in the reader's language.
UPDATE "bulletins" AS d SET "title" = '' FROM "incidents" AS i WHERE i."id" = d."incident_id" AND d."title" = 'Информационный бюллетень по сообщению ' || i."number";
