ALTER TABLE "users" ADD COLUMN "registration" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_decided_by" uuid;--> statement-breakpoint
CREATE INDEX "users_registration_idx" ON "users" USING btree ("registration","created_at","id") WHERE "users"."registration" is not null;--> statement-breakpoint
-- hand-written: accounts registered before this column existed: one never activated still waits, one activated was approved
UPDATE "users" SET "registration" = CASE WHEN EXISTS (
  SELECT 1 FROM "history" a WHERE a."entity_type" = 'user' AND a."entity_id" = "users"."id"
    AND a."changes" -> 'is_active' ->> 'to' = 'true'
) THEN 'approved' ELSE 'pending' END
WHERE EXISTS (
  SELECT 1 FROM "history" r WHERE r."entity_type" = 'user' AND r."entity_id" = "users"."id" AND r."action" = 'register'
);
