CREATE TABLE "monthly_player_counts" (
	"game_id" integer NOT NULL,
	"month" date NOT NULL,
	"avg_players" double precision NOT NULL,
	CONSTRAINT "monthly_player_counts_game_id_month_pk" PRIMARY KEY("game_id","month")
);
--> statement-breakpoint
CREATE INDEX "monthly_player_counts_month_idx" ON "monthly_player_counts" USING btree ("month");--> statement-breakpoint
INSERT INTO "monthly_player_counts" ("game_id", "month", "avg_players")
SELECT "game_id", date_trunc('month', "date")::date, avg("player_count")::float8 FROM "daily_player_counts" GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE "monthly_player_counts";
