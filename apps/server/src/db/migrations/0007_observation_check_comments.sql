ALTER TABLE "driving_observations" ADD COLUMN "check_comments" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pnbr_observations" ADD COLUMN "check_comments" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "works_observations" ADD COLUMN "check_comments" jsonb DEFAULT '{}'::jsonb NOT NULL;