DROP TABLE "sentiment_scores" CASCADE;--> statement-breakpoint
DROP TABLE "social_media_stats" CASCADE;--> statement-breakpoint
-- The old tables' rows, read back from the series tables.
CREATE VIEW "sentiment_scores" AS
SELECT s.game_id, (s.first_month + make_interval(months => (u.i - 1)::int))::date AS month, u.score, u.mentions
FROM "sentiment_series" s
CROSS JOIN LATERAL unnest(s.scores, s.mentions) WITH ORDINALITY AS u(score, mentions, i);
--> statement-breakpoint
CREATE VIEW "social_media_stats" AS
SELECT s.game_id, s.platform, (s.first_month + make_interval(months => (u.i - 1)::int))::date AS month,
       u.followers, u.gains, u.losses, u.views
FROM "social_media_series" s
CROSS JOIN LATERAL unnest(s.followers, s.gains, s.losses, s.views) WITH ORDINALITY AS u(followers, gains, losses, views, i);
