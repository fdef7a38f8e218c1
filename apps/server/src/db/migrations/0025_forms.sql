CREATE TABLE "form_definitions" (
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "form_definitions_code_version_pk" PRIMARY KEY("code","version")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
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
	"form_code" text NOT NULL,
	"year" integer NOT NULL,
	"period" integer NOT NULL,
	"period_key" text,
	"definition_version" integer DEFAULT 0 NOT NULL,
	"due_on" date,
	"sent_at" timestamp with time zone,
	"late" boolean,
	"note" text,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"results" jsonb DEFAULT '{"values":{},"totals":{}}'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_number_key" ON "form_submissions" USING btree ("number");--> statement-breakpoint
CREATE INDEX "form_submissions_org_year_idx" ON "form_submissions" USING btree ("organization_id","year","id") WHERE "form_submissions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_submissions_year_idx" ON "form_submissions" USING btree ("year","id") WHERE "form_submissions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status") WHERE "form_submissions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_submissions_deleted_idx" ON "form_submissions" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_period_key" ON "form_submissions" USING btree ("organization_id","form_code","year","period") WHERE "form_submissions"."deleted_at" is null;