CREATE TABLE "analytics_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"key" text NOT NULL,
	"value" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "analytics_targets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"organization_id" uuid NOT NULL,
	"indicator" text NOT NULL,
	"value" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "analytics_history" ADD CONSTRAINT "analytics_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_targets" ADD CONSTRAINT "analytics_targets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_history_key" ON "analytics_history" USING btree ("organization_id","year","key");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_targets_key" ON "analytics_targets" USING btree ("year","organization_id","indicator");