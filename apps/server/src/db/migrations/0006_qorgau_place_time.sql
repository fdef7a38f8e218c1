-- btree_gist (a trusted contrib extension) gives GiST its operators for the card's date.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "qorgau_cards_place_idx";--> statement-breakpoint
CREATE INDEX "qorgau_cards_place_time_idx" ON "qorgau_cards" USING gist (point("longitude", "latitude"),"observed_at") WHERE "qorgau_cards"."deleted_at" is null;