CREATE TABLE "game_follows" (
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_follows_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "page_views" RENAME COLUMN "entity_id" TO "subject";--> statement-breakpoint
ALTER TABLE "page_views" DROP CONSTRAINT "page_views_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "game_follows" ADD CONSTRAINT "game_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_follows" ADD CONSTRAINT "game_follows_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_follows_game_idx" ON "game_follows" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_user_name_idx" ON "page_views" USING btree ("user_id","name","created_at");