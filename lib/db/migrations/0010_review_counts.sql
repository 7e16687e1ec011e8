ALTER TABLE "game_market_stats" ADD COLUMN "positive_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_market_stats" ADD COLUMN "negative_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows written before the counts were kept: split the review count by its stored ratio (the next generation or
-- import writes the exact counts).
UPDATE "game_market_stats" SET "positive_reviews" = round("review_count" * "positive_review_ratio")::integer, "negative_reviews" = "review_count" - round("review_count" * "positive_review_ratio")::integer WHERE "review_count" > 0;
