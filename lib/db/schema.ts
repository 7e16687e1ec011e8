// The whole schema: the analytics data domain (section 3 of the data-domain specification) and the
// application (accounts, groups, invitations, mail, conversations, tracking, audit).
// Column names follow the specification's field names so that queries read like the documents.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------------
// Lookup tables
// ---------------------------------------------------------------------------------------------------

export const platforms = pgTable("platforms", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  isCurrent: boolean("is_current").notNull().default(true),
  abbreviation: text("abbreviation").notNull(),
  accessStatus: text("access_status").notNull().default("public"),
  family: text("family").notNull(),
});

export const gameTypes = pgTable("game_types", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const distributions = pgTable("distributions", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  kind: text("kind").notNull(),
});

export const localities = pgTable("localities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const editions = pgTable("editions", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const covers = pgTable("covers", {
  id: integer("id").primaryKey(),
  filename: text("filename").notNull(),
});

export const ageRatingSystems = pgTable("age_rating_systems", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  region: text("region").notNull(),
});

export const ageRatings = pgTable("age_ratings", {
  id: integer("id").primaryKey(),
  ageRatingSystemId: integer("age_rating_system_id")
    .notNull()
    .references(() => ageRatingSystems.id),
  name: text("name").notNull(),
  description: text("description"),
  shortName: text("short_name").notNull(),
  priority: integer("priority").notNull().default(0),
  retired: boolean("retired").notNull().default(false),
});

export const services = pgTable("services", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  serviceType: text("service_type").notNull(),
  active: boolean("active").notNull().default(true),
});

export const classificationTypes = pgTable("classification_types", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const classifications = pgTable(
  "classifications",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    classificationTypeId: integer("classification_type_id")
      .notNull()
      .references(() => classificationTypes.id),
    accessLevel: smallint("access_level").notNull().default(0),
    description: text("description"),
    parentId: integer("parent_id"),
    deprecated: boolean("deprecated").notNull().default(false),
    display: boolean("display").notNull().default(true),
    isKeyword: boolean("is_keyword").notNull().default(false),
  },
  (t) => [index("classifications_type_idx").on(t.classificationTypeId)],
);

export const personas = pgTable("personas", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
});

// ---------------------------------------------------------------------------------------------------
// Companies, games, releases, publications
// ---------------------------------------------------------------------------------------------------

export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    shortName: text("short_name"),
    parentId: integer("parent_id"),
    publiclyTrade: boolean("publicly_trade").notNull().default(false),
    stockExchange: text("stock_exchange"),
    ticker: text("ticker"),
    /** Indie, AA or AAA: the developer-size filter of the specification. */
    size: text("size").notNull(),
    country: text("country"),
    foundedYear: smallint("founded_year"),
  },
  (t) => [index("companies_name_idx").on(t.name)],
);

export const games = pgTable(
  "games",
  {
    id: integer("id").primaryKey(),
    title: text("title").notNull(),
    workingTitle: text("working_title"),
    unofficialTitle: text("unofficial_title"),
    gameTypeId: integer("game_type_id")
      .notNull()
      .references(() => gameTypes.id),
    /** The base game of a DLC, expansion or remaster. */
    parentGameId: integer("parent_game_id"),
    steamAppId: integer("steam_app_id"),
    hideFromUser: boolean("hide_from_user").notNull().default(false),
    delivered: boolean("delivered").notNull().default(true),
    deliverable: boolean("deliverable").notNull().default(true),
    description: text("description"),
    /** Where the row comes from: "demo" (the generator) or a "+"-joined set of import sources ("steamspy", "steam-games", "lumos-json"). */
    source: text("source").notNull().default("demo"),
  },
  (t) => [index("games_title_idx").on(t.title), index("games_parent_idx").on(t.parentGameId), uniqueIndex("games_steam_app_id_idx").on(t.steamAppId)],
);

export const releases = pgTable(
  "releases",
  {
    id: integer("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    platformId: integer("platform_id")
      .notNull()
      .references(() => platforms.id),
    gopUpdated: timestamp("gop_updated", { withTimezone: true }),
  },
  (t) => [index("releases_game_idx").on(t.gameId), index("releases_platform_idx").on(t.platformId)],
);

export const publications = pgTable(
  "publications",
  {
    id: integer("id").primaryKey(),
    releaseId: integer("release_id")
      .notNull()
      .references(() => releases.id),
    coverId: integer("cover_id").references(() => covers.id),
    /** As the specification stores it: DD-MM-YYYY, Qn-YYYY, Hn-YYYY, MM-YYYY, 'TBA YYYY' or 'TBA'. */
    releaseDate: text("release_date").notNull(),
    /** The earliest instant the release-date text allows; null for TBA. Sort key for upcoming games. */
    releaseDateTime: timestamp("release_date_time", { withTimezone: true }),
    /** Text price as stored by the source ("$19.99"). */
    msrp: text("msrp"),
    distributionId: integer("distribution_id")
      .notNull()
      .references(() => distributions.id),
    localityId: integer("locality_id")
      .notNull()
      .references(() => localities.id),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id),
    barcode: text("barcode"),
    sku: text("sku"),
    description: text("description"),
    keyFeatures: text("key_features"),
  },
  (t) => [index("publications_release_idx").on(t.releaseId), index("publications_release_date_time_idx").on(t.releaseDateTime)],
);

export const companyRoles = pgTable(
  "company_roles",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    releaseId: integer("release_id").references(() => releases.id),
    publicationId: integer("publication_id").references(() => publications.id),
    /** Developer, Publisher, Porting, Support. Only Developer counts as a developer company. */
    role: text("role").notNull(),
  },
  (t) => [
    index("company_roles_release_idx").on(t.releaseId),
    index("company_roles_publication_idx").on(t.publicationId),
    index("company_roles_company_idx").on(t.companyId),
  ],
);

export const gameAgeRatings = pgTable(
  "game_age_ratings",
  {
    id: integer("id").primaryKey(),
    publicationId: integer("publication_id")
      .notNull()
      .references(() => publications.id),
    ageRatingId: integer("age_rating_id")
      .notNull()
      .references(() => ageRatings.id),
    iarcRating: text("iarc_rating"),
  },
  (t) => [index("game_age_ratings_publication_idx").on(t.publicationId)],
);

export const gameServices = pgTable(
  "game_services",
  {
    id: integer("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    status: text("status").notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
    linkedGameId: integer("linked_game_id"),
  },
  (t) => [index("game_services_game_idx").on(t.gameId)],
);

export const gameClassifications = pgTable(
  "game_classifications",
  {
    id: integer("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    classificationTypeId: integer("classification_type_id")
      .notNull()
      .references(() => classificationTypes.id),
    gcClassificationId: integer("gc_classification_id")
      .notNull()
      .references(() => classifications.id),
    /** The first genre of a game is its Genre; the others show as Secondary Genre. */
    isPrimary: boolean("is_primary").notNull().default(false),
  },
  (t) => [index("game_classifications_game_idx").on(t.gameId), index("game_classifications_classification_idx").on(t.gcClassificationId)],
);

export const screenshots = pgTable(
  "screenshots",
  {
    id: integer("id").primaryKey(),
    releaseId: integer("release_id")
      .notNull()
      .references(() => releases.id),
    filename: text("filename").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [index("screenshots_release_idx").on(t.releaseId)],
);

// ---------------------------------------------------------------------------------------------------
// Market series
// ---------------------------------------------------------------------------------------------------

/**
 * Peak concurrent players per game per day, stored a row a game a month: `counts[d]` is the peak on day d of the
 * month (0 where nothing was recorded), and the array ends on the last day recorded. One row holds what thirty
 * rows held before, at a twelfth of the disk; the view daily_player_counts (migration 0006) reads it back as one
 * row a game a day, and lib/data/player-counts.ts reads it by date range with the month bounds the index needs.
 */
export const playerCountMonths = pgTable(
  "player_count_months",
  {
    gameId: integer("game_id").notNull(),
    /** The first day of the month. */
    month: date("month").notNull(),
    counts: integer("counts").array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.month] }),
    index("player_count_months_month_idx").on(t.month),
    // The last day on record is max() of this expression: one index probe instead of a scan.
    index("player_count_months_last_day_idx").using("btree", sql`(${t.month} + array_length(${t.counts}, 1) - 1)`),
  ],
);

/**
 * Average daily peak players per game and calendar month, derived from daily_player_counts whenever those are
 * written (generation, import), so monthly charts and ranks read one row a game a month instead of thirty.
 */
export const monthlyPlayerCounts = pgTable(
  "monthly_player_counts",
  {
    gameId: integer("game_id").notNull(),
    /** The first day of the month. */
    month: date("month").notNull(),
    avgPlayers: doublePrecision("avg_players").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.month] }), index("monthly_player_counts_month_idx").on(t.month)],
);

/** Market summary per game: the inputs of the revenue and copies-sold estimates. */
export const gameMarketStats = pgTable("game_market_stats", {
  gameId: integer("game_id")
    .primaryKey()
    .references(() => games.id),
  isFreeToPlay: boolean("is_free_to_play").notNull(),
  launchPrice: doublePrecision("launch_price").notNull(),
  reviewCount: integer("review_count").notNull(),
  positiveReviewRatio: real("positive_review_ratio").notNull(),
  /** Copies sold by the review-multiplier (Boxleiter) method: reviews × multiplier of the release year. */
  boxleiterMultiplier: real("boxleiter_multiplier").notNull(),
  copiesSoldBoxleiter: bigint("copies_sold_boxleiter", { mode: "number" }).notNull(),
  predictedRevenueBoxleiter: doublePrecision("predicted_revenue_boxleiter").notNull(),
  /** Lifetime unique players (owners for premium games, accounts for free-to-play). */
  totalPlayers: bigint("total_players", { mode: "number" }).notNull(),
  lifetimeRevenue: doublePrecision("lifetime_revenue").notNull(),
  /** Peak concurrent players on launch day; first-week sales are about 20 times this. */
  launchPeakPlayers: integer("launch_peak_players").notNull(),
  followers: integer("followers").notNull(),
  socialRank: integer("social_rank"),
  /** Owner-count range as a source publishes it (SteamSpy "1,000,000 .. 2,000,000"); null for generated games. */
  ownersMin: bigint("owners_min", { mode: "number" }),
  ownersMax: bigint("owners_max", { mode: "number" }),
  /** True when copies, revenue and launch peak were derived by the models (imports), not observed or generated. */
  isEstimated: boolean("is_estimated").notNull().default(false),
  /** Positive and negative reviews (their sum is review_count), exact as a source gives them. */
  positiveReviews: integer("positive_reviews").notNull().default(0),
  negativeReviews: integer("negative_reviews").notNull().default(0),
});

/**
 * Weekly revenue estimates of a game, one row a game: week n (from 1) starts on first_week + 7·(n − 1) days. The
 * view revenue_estimates (migration 0006) reads it back as one row a game a week.
 */
export const revenueSeries = pgTable("revenue_series", {
  gameId: integer("game_id").primaryKey(),
  /** Start of the first week on record. */
  firstWeek: date("first_week").notNull(),
  weeklyRevenue: doublePrecision("weekly_revenue").array().notNull(),
  cumulativeRevenue: doublePrecision("cumulative_revenue").array().notNull(),
  weeklySales: integer("weekly_sales").array().notNull(),
  price: doublePrecision("price").notNull(),
});

/**
 * A game's monthly sentiment, one row a game: month n (from 1) is first_month plus n − 1 months; scores are the
 * 0–100 share of positive mentions. The view sentiment_scores (migration 0008) reads it back as a row a month.
 */
export const sentimentSeries = pgTable("sentiment_series", {
  gameId: integer("game_id").primaryKey(),
  firstMonth: date("first_month").notNull(),
  scores: real("scores").array().notNull(),
  mentions: integer("mentions").array().notNull(),
});

/**
 * A game's monthly followers, gains, losses and views on one social platform, one row a game and platform: month n
 * (from 1) is first_month plus n − 1 months. The view social_media_stats (migration 0008) reads it back as a row
 * a month.
 */
export const socialMediaSeries = pgTable(
  "social_media_series",
  {
    gameId: integer("game_id").notNull(),
    platform: text("platform").notNull(),
    firstMonth: date("first_month").notNull(),
    followers: integer("followers").array().notNull(),
    gains: integer("gains").array().notNull(),
    losses: integer("losses").array().notNull(),
    views: bigint("views", { mode: "number" }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.platform] })],
);

/**
 * Cumulative Steam wishlists of a game every seventh day, one row a game: point n (from 1) is on
 * first_day + 7·(n − 1). The view wishlist_counts (migration 0006) reads it back as one row a game a date.
 */
export const wishlistSeries = pgTable("wishlist_series", {
  gameId: integer("game_id").primaryKey(),
  steamAppId: integer("steam_app_id").notNull(),
  firstDay: date("first_day").notNull(),
  counts: integer("counts").array().notNull(),
});

export const videoStats = pgTable(
  "video_stats",
  {
    id: integer("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    videoTitle: text("video_title").notNull(),
    videoUrl: text("video_url").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    youtubeViews: bigint("youtube_views", { mode: "number" }).notNull(),
    mediaType: text("media_type").notNull(),
    lastPromotionalActivity: timestamp("last_promotional_activity", { withTimezone: true }),
  },
  (t) => [index("video_stats_game_idx").on(t.gameId)],
);

/** Monthly rank of each classification by the players of the games that carry it. */
export const featureRanks = pgTable(
  "feature_ranks",
  {
    date: date("date").notNull(),
    clsId: integer("cls_id").notNull(),
    clsTypeId: integer("cls_type_id").notNull(),
    clsRank: integer("cls_rank").notNull(),
    playerCount: bigint("player_count", { mode: "number" }).notNull(),
    marketShare: doublePrecision("market_share").notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.clsId] }), index("feature_ranks_cls_idx").on(t.clsId, t.date)],
);

export const featureTrendTags = pgTable(
  "feature_trend_tags",
  {
    clsId: integer("cls_id").notNull(),
    /** MM-YYYY of the month the tag describes. */
    monthYear: text("month_year").notNull(),
    currentAvg: doublePrecision("current_avg").notNull(),
    previousAvg: doublePrecision("previous_avg").notNull(),
    /** Rising, Stable or Declining. */
    trendTag: text("trend_tag").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clsId, t.monthYear] })],
);

export const personaClassificationWeights = pgTable(
  "persona_classification_weights",
  {
    personaId: integer("persona_id")
      .notNull()
      .references(() => personas.id),
    classificationId: integer("classification_id")
      .notNull()
      .references(() => classifications.id),
    weight: real("weight").notNull(),
  },
  (t) => [primaryKey({ columns: [t.personaId, t.classificationId] })],
);

export const gamePersonaScores = pgTable(
  "game_persona_scores",
  {
    gameId: integer("game_id").notNull(),
    personaId: integer("persona_id")
      .notNull()
      .references(() => personas.id),
    /** 0–100 fit of the game's classifications to the persona. */
    score: real("score").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.personaId] })],
);

// ---------------------------------------------------------------------------------------------------
// Application
// ---------------------------------------------------------------------------------------------------

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable subject of the id and access tokens. */
    sub: uuid("sub").notNull().unique().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** analyst, admin or super-admin. */
    role: text("role").notNull().default("analyst"),
    /** active, disabled or unconfirmed. */
    status: text("status").notNull().default("active"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Raised on sign-out and password change; tokens minted under an older version are refused. */
    tokenVersion: integer("token_version").notNull().default(0),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_idx").on(sql`lower(${t.email})`), uniqueIndex("users_username_idx").on(sql`lower(${t.username})`)],
);

export const groups = pgTable("groups", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  precedence: integer("precedence").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  "memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index("memberships_group_idx").on(t.groupId)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull().default("analyst"),
    groupId: uuid("group_id").references(() => groups.id, { onDelete: "set null" }),
    /** SHA-256 of the invitation token; the token itself only travels in the mail. */
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("invitations_email_idx").on(sql`lower(${t.email})`)],
);

export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** signup or password_reset. */
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_email_idx").on(sql`lower(${t.email})`, t.purpose)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    /** Delivery attempts made so far (lib/mail/retry-policy.ts). */
    attempts: integer("attempts").notNull().default(0),
    /** When a failed delivery is tried again; null when sent, kept in the outbox only, or given up. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_next_attempt_idx").on(t.nextAttemptAt)],
);

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    messageCount: integer("message_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("conversations_user_idx").on(t.userId, t.lastActivityAt)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    messageSequence: integer("message_sequence").notNull(),
    /** user, assistant or system. */
    messageRole: text("message_role").notNull().default("assistant"),
    content: text("content").notNull(),
    messageMetadata: jsonb("message_metadata"),
    tokenCount: integer("token_count"),
    processingTimeMs: integer("processing_time_ms"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("messages_conversation_sequence_idx").on(t.conversationId, t.messageSequence)],
);

export const pageViews = pgTable(
  "page_views",
  {
    id: serial("id").primaryKey(),
    /** Null for an anonymous view (the sign-in and sign-up screens); a deleted account takes its views with it. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** dashboard, research, admin, search, login, signup, lumos, game, feature (specification 000 §2). */
    name: text("name").notNull(),
    /** The game id of a game view, the cls_id of a feature view; null for the other names. */
    subject: text("subject"),
    /** The path as opened (a run-together variant stays as it was), with only the recorded query parameter. */
    path: text("path").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("page_views_name_idx").on(t.name, t.createdAt), index("page_views_user_name_idx").on(t.userId, t.name, t.createdAt)],
);

/** The games a user follows: the user dashboard lists them, the game breakdown toggles one. */
export const gameFollows = pgTable(
  "game_follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index("game_follows_game_idx").on(t.gameId)],
);

/**
 * Questions a user saved to watch (lib/watchlists): the user dashboard lists each one with its current matches and
 * what changed since the user last marked it seen; a daily digest mails the changes since the last digest. Each
 * snapshot is the matching game ids and their figures at that moment (lib/watchlists/watch.ts, WatchSnapshot).
 */
export const savedQuestions = pgTable(
  "saved_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    question: text("question").notNull(),
    digest: boolean("digest").notNull().default(false),
    createdAt: createdAt(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
    seenSnapshot: jsonb("seen_snapshot").notNull(),
    digestSnapshot: jsonb("digest_snapshot").notNull(),
    /** The day (UTC) of the last digest run that covered this question: one run a day, whichever instance claims it. */
    digestSentOn: date("digest_sent_on"),
  },
  (t) => [index("saved_questions_user_idx").on(t.userId, t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    detail: jsonb("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

/** Small key/value facts about this database: the demo market's seed and size, the auth secret source. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
