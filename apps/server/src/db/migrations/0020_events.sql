CREATE TABLE "events" (
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
	"description" text,
	"source_type" text,
	"source_id" uuid,
	"responsible_id" uuid NOT NULL,
	"co_executor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"approver_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"cost" double precision,
	"execution_status" text NOT NULL,
	"execution_comment" text,
	"report" text,
	"done_on" date,
	"overdue" boolean,
	"assignee_id" uuid
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_number_key" ON "events" USING btree ("number");--> statement-breakpoint
CREATE INDEX "events_org_due_on_idx" ON "events" USING btree ("organization_id","due_on","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_due_on_idx" ON "events" USING btree ("due_on","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("status") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_deleted_idx" ON "events" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "events_open_org_due_idx" ON "events" USING btree ("organization_id","due_on","id") WHERE "events"."deleted_at" is null and "events"."status" <> 'approved' and "events"."execution_status" in ('in_work', 'stopped');--> statement-breakpoint
CREATE INDEX "events_open_due_idx" ON "events" USING btree ("due_on","id") WHERE "events"."deleted_at" is null and "events"."status" <> 'approved' and "events"."execution_status" in ('in_work', 'stopped');--> statement-breakpoint
CREATE INDEX "events_assignee_idx" ON "events" USING btree ("assignee_id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_source_idx" ON "events" USING btree ("source_id") WHERE "events"."deleted_at" is null;