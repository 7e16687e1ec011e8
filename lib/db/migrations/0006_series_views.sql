DROP TABLE "daily_player_counts" CASCADE;--> statement-breakpoint
DROP TABLE "revenue_estimates" CASCADE;--> statement-breakpoint
DROP TABLE "wishlist_counts" CASCADE;--> statement-breakpoint
-- The old tables' rows, read back from the series tables (for ad-hoc SQL, tests and the documents' entities).
CREATE VIEW "daily_player_counts" AS
SELECT m.game_id, (m.month + (u.i - 1)::int) AS "date", u.player_count
FROM "player_count_months" m
CROSS JOIN LATERAL unnest(m.counts) WITH ORDINALITY AS u(player_count, i)
WHERE u.player_count > 0;
--> statement-breakpoint
CREATE VIEW "revenue_estimates" AS
SELECT s.game_id, (s.first_week + 7 * (u.i - 1)::int) AS "timestamp", u.weekly AS estimated_weekly_revenue,
       u.cumulative AS cumulative_estimated_revenue, u.sales AS predicted_weekly_sales, s.price
FROM "revenue_series" s
CROSS JOIN LATERAL unnest(s.weekly_revenue, s.cumulative_revenue, s.weekly_sales) WITH ORDINALITY AS u(weekly, cumulative, sales, i);
--> statement-breakpoint
CREATE VIEW "wishlist_counts" AS
SELECT s.game_id, s.steam_app_id, (s.first_day + 7 * (u.i - 1)::int) AS "date", u.wishlists AS estimated_total_steam_wishlists_cumulative
FROM "wishlist_series" s
CROSS JOIN LATERAL unnest(s.counts) WITH ORDINALITY AS u(wishlists, i);
