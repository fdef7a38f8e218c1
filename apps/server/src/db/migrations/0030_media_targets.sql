ALTER TABLE "media_events" ADD COLUMN "targets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_events" ADD COLUMN "audience_organization_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "visual_aids" ADD COLUMN "targets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "visual_aids" ADD COLUMN "audience_organization_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "media_events_audience_idx" ON "media_events" USING gin ("audience_organization_ids");--> statement-breakpoint
CREATE INDEX "visual_aids_audience_idx" ON "visual_aids" USING gin ("audience_organization_ids");--> statement-breakpoint
-- hand-written: an item published before targets reaches its own organization, as it did.
UPDATE "visual_aids" SET "audience_organization_ids" = ARRAY["organization_id"] WHERE "organization_id" IS NOT NULL;--> statement-breakpoint
UPDATE "media_events" SET "audience_organization_ids" = ARRAY["organization_id"] WHERE "organization_id" IS NOT NULL;
