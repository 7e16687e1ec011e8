ALTER TABLE "game_market_stats" ADD COLUMN "owners_min" bigint;--> statement-breakpoint
ALTER TABLE "game_market_stats" ADD COLUMN "owners_max" bigint;--> statement-breakpoint
ALTER TABLE "game_market_stats" ADD COLUMN "is_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;