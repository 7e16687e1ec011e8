CREATE TABLE "sentiment_series" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"first_month" date NOT NULL,
	"scores" real[] NOT NULL,
	"mentions" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media_series" (
	"game_id" integer NOT NULL,
	"platform" text NOT NULL,
	"first_month" date NOT NULL,
	"followers" integer[] NOT NULL,
	"gains" integer[] NOT NULL,
	"losses" integer[] NOT NULL,
	"views" bigint[] NOT NULL,
	CONSTRAINT "social_media_series_game_id_platform_pk" PRIMARY KEY("game_id","platform")
);
--> statement-breakpoint
-- Carry the monthly rows over into the series tables (0008 drops the old tables).
INSERT INTO "sentiment_series" ("game_id", "first_month", "scores", "mentions")
SELECT game_id, min(month), array_agg(score ORDER BY month), array_agg(mentions ORDER BY month)
FROM "sentiment_scores" GROUP BY game_id;
--> statement-breakpoint
INSERT INTO "social_media_series" ("game_id", "platform", "first_month", "followers", "gains", "losses", "views")
SELECT game_id, platform, min(month), array_agg(followers ORDER BY month), array_agg(gains ORDER BY month),
       array_agg(losses ORDER BY month), array_agg(views ORDER BY month)
FROM "social_media_stats" GROUP BY game_id, platform;
