CREATE TABLE "audits" (
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
	"kind" text NOT NULL,
	"template_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"lead_auditor_id" uuid NOT NULL,
	"team" text,
	"scope" text NOT NULL,
	"criteria" text,
	"score" double precision,
	"findings_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audits_number_key" ON "audits" USING btree ("number");--> statement-breakpoint
CREATE INDEX "audits_org_starts_on_idx" ON "audits" USING btree ("organization_id","starts_on","id") WHERE "audits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audits_starts_on_idx" ON "audits" USING btree ("starts_on","id") WHERE "audits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audits_status_idx" ON "audits" USING btree ("status") WHERE "audits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audits_deleted_idx" ON "audits" USING btree ("deleted_at");