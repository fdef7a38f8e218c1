CREATE TABLE "driving_observations" (
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
	"checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at_risk_count" integer DEFAULT 0 NOT NULL,
	"driver" text NOT NULL,
	"vehicle" text NOT NULL,
	"driving_experience" real,
	"trip_date" date NOT NULL,
	"start_time" text,
	"start_place" text DEFAULT '' NOT NULL,
	"end_time" text,
	"end_place" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pnbr_observations" (
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
	"checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at_risk_count" integer DEFAULT 0 NOT NULL,
	"observer" text NOT NULL,
	"observed" text DEFAULT '' NOT NULL,
	"monitored_company" text DEFAULT '' NOT NULL,
	"monitored_department" text DEFAULT '' NOT NULL,
	"task" text DEFAULT '' NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"observed_count" integer NOT NULL,
	"place" text NOT NULL,
	"place_detail" text DEFAULT '' NOT NULL,
	"discussed" text DEFAULT '' NOT NULL,
	"work_stopped" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_observations" (
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
	"checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at_risk_count" integer DEFAULT 0 NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"structural_division" text NOT NULL,
	"organization_verification" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driving_observations" ADD CONSTRAINT "driving_observations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnbr_observations" ADD CONSTRAINT "pnbr_observations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_observations" ADD CONSTRAINT "works_observations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driving_observations_number_key" ON "driving_observations" USING btree ("number");--> statement-breakpoint
CREATE INDEX "driving_observations_org_idx" ON "driving_observations" USING btree ("organization_id","trip_date") WHERE "driving_observations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pnbr_observations_number_key" ON "pnbr_observations" USING btree ("number");--> statement-breakpoint
CREATE INDEX "pnbr_observations_org_idx" ON "pnbr_observations" USING btree ("organization_id","observed_at") WHERE "pnbr_observations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "works_observations_number_key" ON "works_observations" USING btree ("number");--> statement-breakpoint
CREATE INDEX "works_observations_org_idx" ON "works_observations" USING btree ("organization_id","observed_at") WHERE "works_observations"."deleted_at" is null;