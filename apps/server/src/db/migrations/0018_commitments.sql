CREATE TABLE "commitment_fillings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"commitment_id" uuid NOT NULL,
	"period" text NOT NULL,
	"counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"year" integer NOT NULL,
	"position" text,
	"approver_id" uuid NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"q1_percent" double precision,
	"q2_percent" double precision,
	"q3_percent" double precision,
	"q4_percent" double precision,
	"current_percent" double precision,
	"year_percent" double precision
);
--> statement-breakpoint
ALTER TABLE "commitment_fillings" ADD CONSTRAINT "commitment_fillings_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitment_fillings_commitment_idx" ON "commitment_fillings" USING btree ("commitment_id","created_at") WHERE "commitment_fillings"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_fillings_period_key" ON "commitment_fillings" USING btree ("commitment_id","period") WHERE "commitment_fillings"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commitments_number_key" ON "commitments" USING btree ("number");--> statement-breakpoint
CREATE INDEX "commitments_org_year_idx" ON "commitments" USING btree ("organization_id","year","id") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_year_idx" ON "commitments" USING btree ("year","id") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_status_idx" ON "commitments" USING btree ("status") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_deleted_idx" ON "commitments" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commitments_author_year_key" ON "commitments" USING btree ("created_by","year") WHERE deleted_at is null;