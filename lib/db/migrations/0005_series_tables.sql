CREATE TABLE "player_count_months" (
	"game_id" integer NOT NULL,
	"month" date NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "player_count_months_game_id_month_pk" PRIMARY KEY("game_id","month")
);
--> statement-breakpoint
CREATE TABLE "revenue_series" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"first_week" date NOT NULL,
	"weekly_revenue" double precision[] NOT NULL,
	"cumulative_revenue" double precision[] NOT NULL,
	"weekly_sales" integer[] NOT NULL,
	"price" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_series" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"steam_app_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"counts" integer[] NOT NULL
);
--> statement-breakpoint
-- Carry the rows of the per-day and per-week tables over into the series tables (0006 drops the old tables).
INSERT INTO "player_count_months" ("game_id", "month", "counts")
SELECT m.game_id, m.month, array_agg(coalesce(d.player_count, 0) ORDER BY i)
FROM (
  SELECT game_id, date_trunc('month', "date")::date AS month, max(extract(day FROM "date"))::int AS last_day
  FROM "daily_player_counts" GROUP BY 1, 2
) m
CROSS JOIN LATERAL generate_series(1, m.last_day) AS i
LEFT JOIN "daily_player_counts" d ON d.game_id = m.game_id AND d."date" = m.month + i - 1
GROUP BY m.game_id, m.month;
--> statement-breakpoint
INSERT INTO "revenue_series" ("game_id", "first_week", "weekly_revenue", "cumulative_revenue", "weekly_sales", "price")
SELECT game_id, min("timestamp"), array_agg(estimated_weekly_revenue ORDER BY "timestamp"),
       array_agg(cumulative_estimated_revenue ORDER BY "timestamp"), array_agg(predicted_weekly_sales ORDER BY "timestamp"), max(price)
FROM "revenue_estimates" GROUP BY game_id;
--> statement-breakpoint
INSERT INTO "wishlist_series" ("game_id", "steam_app_id", "first_day", "counts")
SELECT game_id, max(steam_app_id), min("date"), array_agg(estimated_total_steam_wishlists_cumulative ORDER BY "date")
FROM "wishlist_counts" GROUP BY game_id;
--> statement-breakpoint
CREATE INDEX "player_count_months_month_idx" ON "player_count_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "player_count_months_last_day_idx" ON "player_count_months" USING btree (("month" + array_length("counts", 1) - 1));