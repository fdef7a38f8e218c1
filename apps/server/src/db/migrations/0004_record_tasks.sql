CREATE TABLE "record_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"finding_key" text,
	"description" text NOT NULL,
	"assignee_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"done_comment" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "record_tasks" ADD CONSTRAINT "record_tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_tasks" ADD CONSTRAINT "record_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_tasks_entity_idx" ON "record_tasks" USING btree ("entity_type","entity_id") WHERE "record_tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "record_tasks_assignee_idx" ON "record_tasks" USING btree ("assignee_id","status","due_date","id") WHERE "record_tasks"."deleted_at" is null;