CREATE TABLE "media_video_views" (
	"video_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "media_video_views_video_id_user_id_day_pk" PRIMARY KEY("video_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "media_videos" (
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
	"name" text NOT NULL,
	"language" text NOT NULL,
	"published_on" date NOT NULL,
	"source" text NOT NULL,
	"link" text,
	"iframe" text,
	"poster_file_id" uuid,
	"duration" integer,
	"tags" text,
	"targets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"target_organization_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"video_key" text,
	"video_name" text,
	"video_mime" text,
	"video_size" bigint,
	"video_sha256" text,
	"video_uploaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_hosts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "media_video_views" ADD CONSTRAINT "media_video_views_video_id_media_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media_videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_videos" ADD CONSTRAINT "media_videos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_videos_number_key" ON "media_videos" USING btree ("number");--> statement-breakpoint
CREATE INDEX "media_videos_org_published_on_idx" ON "media_videos" USING btree ("organization_id","published_on","id") WHERE "media_videos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_videos_published_on_idx" ON "media_videos" USING btree ("published_on","id") WHERE "media_videos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_videos_status_idx" ON "media_videos" USING btree ("status") WHERE "media_videos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_videos_deleted_idx" ON "media_videos" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "media_videos_targets_idx" ON "media_videos" USING gin ("target_organization_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "video_hosts_host_key" ON "video_hosts" USING btree ("host");