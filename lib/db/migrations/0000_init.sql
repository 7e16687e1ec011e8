CREATE TABLE "age_rating_systems" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "age_ratings" (
	"id" integer PRIMARY KEY NOT NULL,
	"age_rating_system_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"short_name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classification_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"classification_type_id" integer NOT NULL,
	"access_level" smallint DEFAULT 0 NOT NULL,
	"description" text,
	"parent_id" integer,
	"deprecated" boolean DEFAULT false NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"is_keyword" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"parent_id" integer,
	"publicly_trade" boolean DEFAULT false NOT NULL,
	"stock_exchange" text,
	"ticker" text,
	"size" text NOT NULL,
	"country" text,
	"founded_year" smallint
);
--> statement-breakpoint
CREATE TABLE "company_roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"release_id" integer,
	"publication_id" integer,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "covers" (
	"id" integer PRIMARY KEY NOT NULL,
	"filename" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_player_counts" (
	"game_id" integer NOT NULL,
	"date" date NOT NULL,
	"player_count" integer NOT NULL,
	CONSTRAINT "daily_player_counts_game_id_date_pk" PRIMARY KEY("game_id","date")
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_ranks" (
	"date" date NOT NULL,
	"cls_id" integer NOT NULL,
	"cls_type_id" integer NOT NULL,
	"cls_rank" integer NOT NULL,
	"player_count" bigint NOT NULL,
	"market_share" double precision NOT NULL,
	CONSTRAINT "feature_ranks_date_cls_id_pk" PRIMARY KEY("date","cls_id")
);
--> statement-breakpoint
CREATE TABLE "feature_trend_tags" (
	"cls_id" integer NOT NULL,
	"month_year" text NOT NULL,
	"current_avg" double precision NOT NULL,
	"previous_avg" double precision NOT NULL,
	"trend_tag" text NOT NULL,
	CONSTRAINT "feature_trend_tags_cls_id_month_year_pk" PRIMARY KEY("cls_id","month_year")
);
--> statement-breakpoint
CREATE TABLE "game_age_ratings" (
	"id" integer PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"age_rating_id" integer NOT NULL,
	"iarc_rating" text
);
--> statement-breakpoint
CREATE TABLE "game_classifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"classification_type_id" integer NOT NULL,
	"gc_classification_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_market_stats" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"is_free_to_play" boolean NOT NULL,
	"launch_price" double precision NOT NULL,
	"review_count" integer NOT NULL,
	"positive_review_ratio" real NOT NULL,
	"boxleiter_multiplier" real NOT NULL,
	"copies_sold_boxleiter" bigint NOT NULL,
	"predicted_revenue_boxleiter" double precision NOT NULL,
	"total_players" bigint NOT NULL,
	"lifetime_revenue" double precision NOT NULL,
	"launch_peak_players" integer NOT NULL,
	"followers" integer NOT NULL,
	"social_rank" integer
);
--> statement-breakpoint
CREATE TABLE "game_persona_scores" (
	"game_id" integer NOT NULL,
	"persona_id" integer NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "game_persona_scores_game_id_persona_id_pk" PRIMARY KEY("game_id","persona_id")
);
--> statement-breakpoint
CREATE TABLE "game_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"status" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"linked_game_id" integer
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"working_title" text,
	"unofficial_title" text,
	"game_type_id" integer NOT NULL,
	"parent_game_id" integer,
	"steam_app_id" integer,
	"hide_from_user" boolean DEFAULT false NOT NULL,
	"delivered" boolean DEFAULT true NOT NULL,
	"deliverable" boolean DEFAULT true NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"precedence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'analyst' NOT NULL,
	"group_id" uuid,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_sequence" integer NOT NULL,
	"message_role" text DEFAULT 'assistant' NOT NULL,
	"content" text NOT NULL,
	"message_metadata" jsonb,
	"token_count" integer,
	"processing_time_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"entity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persona_classification_weights" (
	"persona_id" integer NOT NULL,
	"classification_id" integer NOT NULL,
	"weight" real NOT NULL,
	CONSTRAINT "persona_classification_weights_persona_id_classification_id_pk" PRIMARY KEY("persona_id","classification_id")
);
--> statement-breakpoint
CREATE TABLE "personas" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "personas_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"abbreviation" text NOT NULL,
	"access_status" text DEFAULT 'public' NOT NULL,
	"family" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" integer PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"cover_id" integer,
	"release_date" text NOT NULL,
	"release_date_time" timestamp with time zone,
	"msrp" text,
	"distribution_id" integer NOT NULL,
	"locality_id" integer NOT NULL,
	"edition_id" integer NOT NULL,
	"barcode" text,
	"sku" text,
	"description" text,
	"key_features" text
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"gop_updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revenue_estimates" (
	"game_id" integer NOT NULL,
	"timestamp" date NOT NULL,
	"estimated_weekly_revenue" double precision NOT NULL,
	"cumulative_estimated_revenue" double precision NOT NULL,
	"predicted_weekly_sales" integer NOT NULL,
	"price" double precision NOT NULL,
	CONSTRAINT "revenue_estimates_game_id_timestamp_pk" PRIMARY KEY("game_id","timestamp")
);
--> statement-breakpoint
CREATE TABLE "screenshots" (
	"id" integer PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"filename" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentiment_scores" (
	"game_id" integer NOT NULL,
	"month" date NOT NULL,
	"score" real NOT NULL,
	"mentions" integer NOT NULL,
	CONSTRAINT "sentiment_scores_game_id_month_pk" PRIMARY KEY("game_id","month")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"service_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media_stats" (
	"game_id" integer NOT NULL,
	"platform" text NOT NULL,
	"month" date NOT NULL,
	"followers" integer NOT NULL,
	"gains" integer NOT NULL,
	"losses" integer NOT NULL,
	"views" bigint NOT NULL,
	CONSTRAINT "social_media_stats_game_id_platform_month_pk" PRIMARY KEY("game_id","platform","month")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub" uuid DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'analyst' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_sub_unique" UNIQUE("sub")
);
--> statement-breakpoint
CREATE TABLE "video_stats" (
	"id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"video_title" text NOT NULL,
	"video_url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"youtube_views" bigint NOT NULL,
	"media_type" text NOT NULL,
	"last_promotional_activity" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wishlist_counts" (
	"game_id" integer NOT NULL,
	"steam_app_id" integer NOT NULL,
	"date" date NOT NULL,
	"estimated_total_steam_wishlists_cumulative" integer NOT NULL,
	CONSTRAINT "wishlist_counts_game_id_date_pk" PRIMARY KEY("game_id","date")
);
--> statement-breakpoint
ALTER TABLE "age_ratings" ADD CONSTRAINT "age_ratings_age_rating_system_id_age_rating_systems_id_fk" FOREIGN KEY ("age_rating_system_id") REFERENCES "public"."age_rating_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifications" ADD CONSTRAINT "classifications_classification_type_id_classification_types_id_fk" FOREIGN KEY ("classification_type_id") REFERENCES "public"."classification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_age_ratings" ADD CONSTRAINT "game_age_ratings_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_age_ratings" ADD CONSTRAINT "game_age_ratings_age_rating_id_age_ratings_id_fk" FOREIGN KEY ("age_rating_id") REFERENCES "public"."age_ratings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_classifications" ADD CONSTRAINT "game_classifications_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_classifications" ADD CONSTRAINT "game_classifications_classification_type_id_classification_types_id_fk" FOREIGN KEY ("classification_type_id") REFERENCES "public"."classification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_classifications" ADD CONSTRAINT "game_classifications_gc_classification_id_classifications_id_fk" FOREIGN KEY ("gc_classification_id") REFERENCES "public"."classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_market_stats" ADD CONSTRAINT "game_market_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_persona_scores" ADD CONSTRAINT "game_persona_scores_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_services" ADD CONSTRAINT "game_services_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_services" ADD CONSTRAINT "game_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_classification_weights" ADD CONSTRAINT "persona_classification_weights_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_classification_weights" ADD CONSTRAINT "persona_classification_weights_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_stats" ADD CONSTRAINT "video_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "classifications_type_idx" ON "classifications" USING btree ("classification_type_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "company_roles_release_idx" ON "company_roles" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "company_roles_publication_idx" ON "company_roles" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "company_roles_company_idx" ON "company_roles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "conversations" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "daily_player_counts_date_idx" ON "daily_player_counts" USING btree ("date","player_count");--> statement-breakpoint
CREATE INDEX "feature_ranks_cls_idx" ON "feature_ranks" USING btree ("cls_id","date");--> statement-breakpoint
CREATE INDEX "game_age_ratings_publication_idx" ON "game_age_ratings" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "game_classifications_game_idx" ON "game_classifications" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_classifications_classification_idx" ON "game_classifications" USING btree ("gc_classification_id");--> statement-breakpoint
CREATE INDEX "game_services_game_idx" ON "game_services" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "games_title_idx" ON "games" USING btree ("title");--> statement-breakpoint
CREATE INDEX "games_parent_idx" ON "games" USING btree ("parent_game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_steam_app_id_idx" ON "games" USING btree ("steam_app_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "memberships_group_idx" ON "memberships" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_sequence_idx" ON "messages" USING btree ("conversation_id","message_sequence");--> statement-breakpoint
CREATE INDEX "one_time_codes_email_idx" ON "one_time_codes" USING btree (lower("email"),"purpose");--> statement-breakpoint
CREATE INDEX "page_views_name_idx" ON "page_views" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "publications_release_idx" ON "publications" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "publications_release_date_time_idx" ON "publications" USING btree ("release_date_time");--> statement-breakpoint
CREATE INDEX "releases_game_idx" ON "releases" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "releases_platform_idx" ON "releases" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "screenshots_release_idx" ON "screenshots" USING btree ("release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "video_stats_game_idx" ON "video_stats" USING btree ("game_id");