CREATE TABLE "audit_answers" (
	"audit_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "audit_findings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"audit_id" uuid NOT NULL,
	"question_id" text,
	"requirement" text NOT NULL,
	"evidence" text NOT NULL,
	"severity" text NOT NULL,
	"responsible_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"causes" text DEFAULT '' NOT NULL,
	"corrective_actions" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_answers" ADD CONSTRAINT "audit_answers_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_findings_audit_idx" ON "audit_findings" USING btree ("audit_id","created_at") WHERE "audit_findings"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_templates_family_version_key" ON "audit_templates" USING btree ("family_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_templates_current_key" ON "audit_templates" USING btree ("family_id") WHERE "audit_templates"."superseded_at" is null;