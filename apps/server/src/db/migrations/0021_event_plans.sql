CREATE TABLE "event_plan_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_plan_part_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"responsible_id" uuid NOT NULL,
	"due_on" date,
	"cost" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_plan_parts" (
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
	"plan_id" uuid NOT NULL,
	"title" text,
	"year" integer DEFAULT 0 NOT NULL,
	"send_by" date,
	"approver_id" uuid,
	"note" text,
	"items_count" integer DEFAULT 0 NOT NULL,
	"cost_total" double precision,
	"sent_on" date,
	"late" boolean
);
--> statement-breakpoint
CREATE TABLE "event_plans" (
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
	"title" text,
	"send_by" date NOT NULL,
	"description" text,
	"parts_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"agreed_count" integer DEFAULT 0 NOT NULL,
	"late_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_plan_items" ADD CONSTRAINT "event_plan_items_event_plan_part_id_event_plan_parts_id_fk" FOREIGN KEY ("event_plan_part_id") REFERENCES "public"."event_plan_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_plan_parts" ADD CONSTRAINT "event_plan_parts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_plans" ADD CONSTRAINT "event_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_plan_items_part_idx" ON "event_plan_items" USING btree ("event_plan_part_id","created_at") WHERE "event_plan_items"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_plan_parts_number_key" ON "event_plan_parts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "event_plan_parts_org_year_idx" ON "event_plan_parts" USING btree ("organization_id","year","id") WHERE "event_plan_parts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "event_plan_parts_year_idx" ON "event_plan_parts" USING btree ("year","id") WHERE "event_plan_parts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "event_plan_parts_status_idx" ON "event_plan_parts" USING btree ("status") WHERE "event_plan_parts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "event_plan_parts_deleted_idx" ON "event_plan_parts" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_plan_parts_plan_org_key" ON "event_plan_parts" USING btree ("plan_id","organization_id") WHERE "event_plan_parts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_plans_number_key" ON "event_plans" USING btree ("number");--> statement-breakpoint
CREATE INDEX "event_plans_org_year_idx" ON "event_plans" USING btree ("organization_id","year","id") WHERE "event_plans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "event_plans_year_idx" ON "event_plans" USING btree ("year","id") WHERE "event_plans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "event_plans_status_idx" ON "event_plans" USING btree ("status") WHERE "event_plans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "event_plans_deleted_idx" ON "event_plans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_plans_org_year_key" ON "event_plans" USING btree ("organization_id","year") WHERE "event_plans"."deleted_at" is null;