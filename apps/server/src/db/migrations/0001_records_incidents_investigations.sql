CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"liquidated_at" timestamp with time zone,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"measures" text DEFAULT '' NOT NULL,
	"contractor" text DEFAULT '' NOT NULL,
	"business_direction" text,
	"area" text DEFAULT '' NOT NULL,
	"work_type" text DEFAULT '' NOT NULL,
	"impact" text DEFAULT '' NOT NULL,
	"notified_bodies" text DEFAULT '' NOT NULL,
	"preliminary_causes" text DEFAULT '' NOT NULL,
	"classification" text,
	"victims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"victims_count" integer DEFAULT 0 NOT NULL,
	"transport" jsonb,
	"driver" jsonb,
	"needs_special_investigation" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
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
	"incident_id" uuid NOT NULL,
	"title" text NOT NULL,
	"what_happened" text DEFAULT '' NOT NULL,
	"causes" text DEFAULT '' NOT NULL,
	"lessons" text DEFAULT '' NOT NULL,
	"target_organization_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investigation_acts" (
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
	"incident_id" uuid NOT NULL,
	"title" text NOT NULL,
	"event_type" text DEFAULT '' NOT NULL,
	"direct_cause" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"victims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conclusions" text DEFAULT '' NOT NULL,
	"guilt" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chairman" jsonb,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investigation_reports" (
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
	"incident_id" uuid NOT NULL,
	"title" text NOT NULL,
	"facts" text DEFAULT '' NOT NULL,
	"sequence" text DEFAULT '' NOT NULL,
	"immediate_causes" text DEFAULT '' NOT NULL,
	"root_causes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conclusions" text DEFAULT '' NOT NULL,
	"measures" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_counters" (
	"prefix" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "registration_counters_prefix_organization_id_year_pk" PRIMARY KEY("prefix","organization_id","year")
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_acts" ADD CONSTRAINT "investigation_acts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_acts" ADD CONSTRAINT "investigation_acts_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_reports" ADD CONSTRAINT "investigation_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_reports" ADD CONSTRAINT "investigation_reports_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_number_key" ON "incidents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "incidents_org_kind_occurred_idx" ON "incidents" USING btree ("organization_id","kind","occurred_at","status","created_by") WHERE "incidents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "incidents_org_occurred_idx" ON "incidents" USING btree ("organization_id","occurred_at","id") WHERE "incidents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "incidents_occurred_idx" ON "incidents" USING btree ("occurred_at","id") WHERE "incidents"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bulletins_number_key" ON "bulletins" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bulletins_incident_key" ON "bulletins" USING btree ("incident_id") WHERE "bulletins"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bulletins_org_idx" ON "bulletins" USING btree ("organization_id","created_at") WHERE "bulletins"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bulletins_targets_idx" ON "bulletins" USING gin ("target_organization_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "investigation_acts_number_key" ON "investigation_acts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "investigation_acts_incident_key" ON "investigation_acts" USING btree ("incident_id") WHERE "investigation_acts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "investigation_acts_org_idx" ON "investigation_acts" USING btree ("organization_id","created_at") WHERE "investigation_acts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "investigation_reports_number_key" ON "investigation_reports" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "investigation_reports_incident_key" ON "investigation_reports" USING btree ("incident_id") WHERE "investigation_reports"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "investigation_reports_org_idx" ON "investigation_reports" USING btree ("organization_id","created_at") WHERE "investigation_reports"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "record_comments_entity_idx" ON "record_comments" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "record_files_entity_idx" ON "record_files" USING btree ("entity_type","entity_id") WHERE "record_files"."deleted_at" is null;