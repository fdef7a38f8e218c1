CREATE TABLE "document_folders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"text_state" text DEFAULT 'pending' NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "documents" (
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
	"area" text NOT NULL,
	"folder_id" uuid,
	"title_ru" text NOT NULL,
	"title_kk" text,
	"title_en" text,
	"doc_number" text,
	"approved_on" date NOT NULL,
	"valid_until" date,
	"language" text NOT NULL,
	"versions_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_folders_area_idx" ON "document_folders" USING btree ("area","parent_id") WHERE "document_folders"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_key" ON "document_versions" USING btree ("document_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_current_key" ON "document_versions" USING btree ("document_id") WHERE "document_versions"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_key" ON "documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "documents_org_approved_on_idx" ON "documents" USING btree ("organization_id","approved_on","id") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_approved_on_idx" ON "documents" USING btree ("approved_on","id") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_deleted_idx" ON "documents" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "documents_area_folder_idx" ON "documents" USING btree ("area","folder_id","approved_on") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_valid_until_idx" ON "documents" USING btree ("valid_until") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
-- hand-written: full-text search of documents (decision 063). Russian and English stemming plus the
-- simple configuration (Kazakh has no stemmer in PostgreSQL: its words are matched as written or
-- by prefix). Generated columns, so no write can forget them; one GIN index each.
ALTER TABLE "documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	to_tsvector('russian', coalesce("title_ru", '') || ' ' || coalesce("title_kk", '') || ' ' || coalesce("title_en", '') || ' ' || coalesce("doc_number", ''))
	|| to_tsvector('english', coalesce("title_ru", '') || ' ' || coalesce("title_kk", '') || ' ' || coalesce("title_en", '') || ' ' || coalesce("doc_number", ''))
	|| to_tsvector('simple', coalesce("title_ru", '') || ' ' || coalesce("title_kk", '') || ' ' || coalesce("title_en", '') || ' ' || coalesce("doc_number", ''))
) STORED;
--> statement-breakpoint
-- hand-written: the text of each version's file, searched the same way as the titles.
ALTER TABLE "document_versions" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	to_tsvector('russian', coalesce("text", '')) || to_tsvector('english', coalesce("text", '')) || to_tsvector('simple', coalesce("text", ''))
) STORED;
--> statement-breakpoint
-- hand-written: the search indexes.
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");
--> statement-breakpoint
-- hand-written: only the current version's text is searched.
CREATE INDEX "document_versions_search_idx" ON "document_versions" USING gin ("search_vector") WHERE "is_current";
