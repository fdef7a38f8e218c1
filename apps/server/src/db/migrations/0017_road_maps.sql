CREATE TABLE "road_map_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"road_map_id" uuid NOT NULL,
	"category" text NOT NULL,
	"event_number" text,
	"work_type" text,
	"name" text NOT NULL,
	"responsible" text,
	"finish_form" text,
	"count" double precision,
	"unit" text,
	"budget" double precision,
	"needed_funding" double precision,
	"risk" text,
	"due_on" date,
	"fact" double precision,
	"percent" double precision,
	"comment" text,
	"agreed" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "road_maps" (
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
	"items_count" integer DEFAULT 0 NOT NULL,
	"budget_total" double precision,
	"needed_total" double precision,
	"progress" double precision
);
--> statement-breakpoint
ALTER TABLE "road_map_items" ADD CONSTRAINT "road_map_items_road_map_id_road_maps_id_fk" FOREIGN KEY ("road_map_id") REFERENCES "public"."road_maps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_maps" ADD CONSTRAINT "road_maps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "road_map_items_map_idx" ON "road_map_items" USING btree ("road_map_id","created_at") WHERE "road_map_items"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "road_maps_number_key" ON "road_maps" USING btree ("number");--> statement-breakpoint
CREATE INDEX "road_maps_org_year_idx" ON "road_maps" USING btree ("organization_id","year","id") WHERE "road_maps"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "road_maps_year_idx" ON "road_maps" USING btree ("year","id") WHERE "road_maps"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "road_maps_status_idx" ON "road_maps" USING btree ("status") WHERE "road_maps"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "road_maps_deleted_idx" ON "road_maps" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "road_maps_org_year_key" ON "road_maps" USING btree ("organization_id","year") WHERE "road_maps"."deleted_at" is null;