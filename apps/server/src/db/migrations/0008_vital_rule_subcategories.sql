CREATE TABLE "vital_rule_subcategories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_kk" text NOT NULL,
	"name_en" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "qorgau_cards" ADD COLUMN "vital_rule_subcategory_id" uuid;--> statement-breakpoint
ALTER TABLE "vital_rule_subcategories" ADD CONSTRAINT "vital_rule_subcategories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vital_rule_subcategories_name_ru_key" ON "vital_rule_subcategories" USING btree ("organization_id","rule",lower("name_ru")) WHERE "vital_rule_subcategories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vital_rule_subcategories_name_kk_key" ON "vital_rule_subcategories" USING btree ("organization_id","rule",lower("name_kk")) WHERE "vital_rule_subcategories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vital_rule_subcategories_name_en_key" ON "vital_rule_subcategories" USING btree ("organization_id","rule",lower("name_en")) WHERE "vital_rule_subcategories"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "qorgau_cards" ADD CONSTRAINT "qorgau_cards_vital_rule_subcategory_id_vital_rule_subcategories_id_fk" FOREIGN KEY ("vital_rule_subcategory_id") REFERENCES "public"."vital_rule_subcategories"("id") ON DELETE no action ON UPDATE no action;