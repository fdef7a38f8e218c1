CREATE TABLE "oidc_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text DEFAULT '/' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_iin_key";--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_flows_expires_idx" ON "oidc_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_codes_expires_idx" ON "sign_in_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_iin_key" ON "users" USING btree ("iin") WHERE "users"."iin" <> '';