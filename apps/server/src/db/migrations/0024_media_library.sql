CREATE TABLE "media_events" (
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
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"held_on" date NOT NULL,
	"place" text,
	"description" text,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visual_aids" (
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
	"title_ru" text NOT NULL,
	"title_kk" text NOT NULL,
	"title_en" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"vital_rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text,
	"description" text,
	"published_on" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vital_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_kk" text NOT NULL,
	"title_en" text NOT NULL,
	"text_ru" text DEFAULT '' NOT NULL,
	"text_kk" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"pictogram_key" text,
	"pictogram_mime" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "media_events" ADD CONSTRAINT "media_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visual_aids" ADD CONSTRAINT "visual_aids_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_events_number_key" ON "media_events" USING btree ("number");--> statement-breakpoint
CREATE INDEX "media_events_org_held_on_idx" ON "media_events" USING btree ("organization_id","held_on","id") WHERE "media_events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_events_held_on_idx" ON "media_events" USING btree ("held_on","id") WHERE "media_events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_events_status_idx" ON "media_events" USING btree ("status") WHERE "media_events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_events_deleted_idx" ON "media_events" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visual_aids_number_key" ON "visual_aids" USING btree ("number");--> statement-breakpoint
CREATE INDEX "visual_aids_org_published_on_idx" ON "visual_aids" USING btree ("organization_id","published_on","id") WHERE "visual_aids"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visual_aids_published_on_idx" ON "visual_aids" USING btree ("published_on","id") WHERE "visual_aids"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visual_aids_status_idx" ON "visual_aids" USING btree ("status") WHERE "visual_aids"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visual_aids_deleted_idx" ON "visual_aids" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "visual_aids_vital_rules_idx" ON "visual_aids" USING gin ("vital_rules") WHERE "visual_aids"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vital_rules_rule_key" ON "vital_rules" USING btree ("rule");