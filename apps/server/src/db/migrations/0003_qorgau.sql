CREATE TABLE "qorgau_cards" (
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
	"observation_type" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_category" text NOT NULL,
	"vital_rule" text,
	"department" text DEFAULT '' NOT NULL,
	"observed_company" text DEFAULT '' NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"object" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"consequences" text DEFAULT '' NOT NULL,
	"measures_taken" text DEFAULT '' NOT NULL,
	"encouragement" text DEFAULT '' NOT NULL,
	"discussed" boolean DEFAULT false NOT NULL,
	"reported_to" text DEFAULT '' NOT NULL,
	"eliminated" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"author_phone" text DEFAULT '' NOT NULL,
	"assignee_id" uuid,
	"resolution" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "qorgau_cards" ADD CONSTRAINT "qorgau_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qorgau_cards" ADD CONSTRAINT "qorgau_cards_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qorgau_cards_number_key" ON "qorgau_cards" USING btree ("number");--> statement-breakpoint
CREATE INDEX "qorgau_cards_place_idx" ON "qorgau_cards" USING gist (point("longitude", "latitude")) WHERE "qorgau_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "qorgau_cards_observed_idx" ON "qorgau_cards" USING btree ("observed_at") WHERE "qorgau_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "qorgau_cards_org_idx" ON "qorgau_cards" USING btree ("organization_id","observed_at") WHERE "qorgau_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket_address_at_idx" ON "rate_limit_hits" USING btree ("bucket","address","at");