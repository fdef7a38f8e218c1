ALTER TABLE "events" ADD COLUMN "source_row" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "source_record_id" uuid;--> statement-breakpoint
ALTER TABLE "investigation_acts" ADD COLUMN "measures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "events_source_record_idx" ON "events" USING btree ("source_record_id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
-- Events raised before: a record's own source lies in itself, a discrepancy's in its audit.
UPDATE "events" SET "source_record_id" = "source_id" WHERE "source_id" IS NOT NULL AND "source_type" <> 'audit_finding';--> statement-breakpoint
UPDATE "events" SET "source_record_id" = f."audit_id" FROM "audit_findings" f WHERE "events"."source_type" = 'audit_finding' AND f."id" = "events"."source_id";
