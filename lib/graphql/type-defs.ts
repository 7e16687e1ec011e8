// The schema of the named queries: every query of section 7 of the data-domain specification, with its inputs,
// plus the series the specification names without inputs (feature tags, sentiment, social media, wishlists,
// videos, revenue, top features by game). Field names follow the specification's entities.
export const typeDefs = /* GraphQL */ `
  type PageInfo {
    total: Int!
    lastPage: Int!
    prevPage: Int
    nextPage: Int
    perPage: Int!
    currentPage: Int!
    from: Int!
    to: Int!
  }

  type Cover {
    id: Int!
    filename: String!
  }
  type CompanyRole {
    id: Int!
    company_id: Int!
    release_id: Int
    publication_id: Int
    role: String!
  }
  type Company {
    id: Int!
    name: String!
    short_name: String
    parent_id: Int
    publicly_trade: Boolean!
    stock_exchange: String
    ticker: String
    size: String!
  }
  type Platform {
    id: Int!
    name: String!
    is_current: Boolean!
    abbreviation: String!
    access_status: String!
  }

  type GameClassification {
    id: Int!
    game_id: Int!
    classification_type_id: Int!
    gc_classification_id: Int!
    classification_name: String!
    classification_secondary_name: String
    classification_type_name: String!
    classification_description: String
    classification_secondary_description: String
    is_primary: Boolean!
  }
  type GameClassificationPage {
    data: [GameClassification!]!
    pageInfo: PageInfo!
  }

  type Publication {
    id: Int!
    release_id: Int!
    cover_id: Int
    release_date: String!
    release_date_time: String
    msrp: String
    distribution_id: Int!
    locality_id: Int!
    edition_id: Int!
    barcode: String
    sku: String
    description: String
    key_features: String
  }
  type PublicationPage {
    data: [Publication!]!
    pageInfo: PageInfo!
  }

  type GameAgeRating {
    id: Int!
    publication_id: Int!
    age_rating_id: Int!
    iarc_rating: String
  }
  type AgeRating {
    id: Int!
    age_rating_system_id: Int!
    name: String!
    description: String
    short_name: String!
    priority: Int!
    retired: Boolean!
  }
  type GameService {
    id: Int!
    game_id: Int!
    service_id: Int!
    status: String!
    start_date: String
    end_date: String
    linked_game_id: Int
  }
  type Service {
    id: Int!
    name: String!
    service_type: String!
    active: Boolean!
  }

  type FeatureRank {
    date: String!
    cls_id: Int!
    cls_rank: Int!
    cls_type_id: Int!
    player_count: Float!
    market_share: Float!
  }
  type FeatureRankPage {
    items: [FeatureRank!]!
    nextToken: String
  }
  type GameGenreRank {
    game_id: Int!
    date: String!
    cls_id: Int!
    cls_name: String!
    cls_rank: Int!
    cls_type_id: Int!
    player_count: Float!
    market_share: Float!
  }
  type GameGenreRankPage {
    items: [GameGenreRank!]!
    nextToken: String
  }
  type PlayerCountRankEntry {
    date: String!
    time_range: String!
    game_id: Int!
    player_count: Int!
    rank: Int!
  }
  type PlayerCountRankPage {
    items: [PlayerCountRankEntry!]!
    nextToken: String
  }

  type GameClassificationPair {
    game_id: Int!
    gc_classification_id: Int!
    classification_type_id: Int!
  }
  type GameClassificationPairPage {
    items: [GameClassificationPair!]!
    nextToken: String
  }

  type Classification {
    id: Int!
    name: String!
    classification_type_id: Int!
    classification_type_name: String!
    access_level: Int!
    description: String
    parent_id: Int
    deprecated: Boolean!
    display: Boolean!
    is_keyword: Boolean!
  }
  type ClassificationPage {
    data: [Classification!]!
    pageInfo: PageInfo!
  }

  type Release {
    id: Int!
    game_id: Int!
    platform_id: Int!
    gop_updated: String
  }
  type ReleasePage {
    data: [Release!]!
    pageInfo: PageInfo!
  }

  type Game {
    id: Int!
    title: String!
    working_title: String
    unofficial_title: String
    game_type_id: Int!
    parent_game_id: Int
    steam_app_id: Int
    hide_from_user: Boolean!
    delivered: Boolean!
    deliverable: Boolean!
  }
  type GamePage {
    data: [Game!]!
    pageInfo: PageInfo!
  }

  type Screenshot {
    id: Int!
    release_id: Int!
    filename: String!
    width: Int!
    height: Int!
    position: Int!
    url: String!
  }

  type GamePlayerStats {
    game_id: Int!
    all_time: Int!
    one_day: Float!
    two_days: Float!
    three_days: Float!
    one_week: Float!
    one_month: Float!
    three_months: Float!
    six_months: Float!
    one_year: Float!
  }
  type GamePlayerStatsPage {
    items: [GamePlayerStats!]!
    nextToken: String
  }
  type AggregatePlayerCount {
    date: String!
    time_range: String!
    game_id: Int!
    player_count: Int!
  }
  type UpcomingGame {
    game_id: Int!
    title: String!
    release_date: String!
    release_date_time: String
  }
  type UpcomingGamePage {
    data: [UpcomingGame!]!
    pageInfo: PageInfo!
  }
  type PeriodPlayerCount {
    period: String!
    player_count: Float!
  }

  type FeatureTag {
    cls_id: Int!
    month_year: String!
    current_avg: Float!
    previous_avg: Float!
    trend_tag: String!
  }
  type MonthlyScore {
    month: String!
    score: Float!
  }
  type Sentiment {
    game_id: Int!
    monthly_scores: [MonthlyScore!]!
    overall_average: Float
    positive_reviews: Int!
    negative_reviews: Int!
    "The share of its reviews that are positive, 0–100, from 10 reviews; null with fewer."
    review_score: Float
  }
  type SocialMediaMonth {
    month: String!
    followers: Int!
    gains: Int!
    losses: Int!
    views: Float!
  }
  type SocialMediaPlatform {
    platform: String!
    followers: Int!
    gains: Int!
    losses: Int!
    views: Float!
    history: [SocialMediaMonth!]!
  }
  type SocialMedia {
    game_id: Int!
    social_rank: Int
    platforms: [SocialMediaPlatform!]!
  }
  type WishlistPoint {
    steam_app_id: Int!
    date: String!
    estimated_total_steam_wishlists_cumulative: Int!
  }
  type VideoStat {
    id: Int!
    video_title: String!
    video_url: String!
    published_at: String!
    youtube_views: Float!
    media_type: String!
    last_promotional_activity: String
  }
  type RevenueWeek {
    timestamp: String!
    cumulative_estimated_revenue: Float!
    estimated_weekly_revenue: Float!
    predicted_weekly_sales: Int!
    price: Float!
  }
  type RevenueEstimate {
    game_id: Int!
    is_free_to_play: Boolean
    launch_price: Float
    predicted_revenue_boxlieter: Float
    copies_sold_boxlieter: Float
    review_count: Int
    boxleiter_multiplier: Float
    total_players: Float
    lifetime_revenue: Float
    arpu: Float
    arpu_note: String
    dlc_count: Int!
    dlc_revenue: Float!
    arpu_with_dlc: Float
    estimate_methods: [EstimateMethod!]!
    estimate_spread: Float
    estimates_disagree: Boolean!
    weeks: [RevenueWeek!]!
  }
  "Copies (players for free-to-play games) and net revenue by one method: reviews, owners or launch."
  type EstimateMethod {
    method: String!
    label: String!
    copies: Float
    revenue: Float
    note: String!
    "Why the method's figure was held at a market record (and what it gave); null when it was not."
    bounded: String
  }
  type TopFeature {
    cls_id: Int!
    cls_name: String!
    player_count: Float!
    market_share: Float!
  }
  type TopFeatures {
    classification_type: String!
    classification_type_id: Int!
    features: [TopFeature!]!
  }

  type SimilarGame {
    game_id: Int!
    title: String!
    similarity: Float!
    feature_overlap: Float!
    shared_features: Int!
    release_year: Int
    players_last_month: Int
    is_free_to_play: Boolean!
  }
  type Competitor {
    game_id: Int!
    title: String!
    similarity: Float!
    feature_overlap: Float!
    shared_features: Int!
    release_year: Int
    players_last_month: Int
    is_free_to_play: Boolean!
    competition: Float!
  }
  type SymbioticGame {
    game_id: Int!
    title: String!
    similarity: Float!
    feature_overlap: Float!
    shared_features: Int!
    release_year: Int
    players_last_month: Int
    is_free_to_play: Boolean!
    player_correlation: Float!
  }
  type SymbioticFeature {
    cls_id: Int!
    cls_name: String!
    classification_type_name: String!
    co_occurrence: Float!
    lift: Float!
    games: Int!
  }
  type PersonaScore {
    persona_id: Int!
    name: String!
    description: String!
    score: Float!
  }
  type PersonaFeature {
    score: Float!
    name: String!
    category: String!
    marketShare: Float!
    playerCount: Float!
    persona: String!
  }
  type PersonaFit {
    game_id: Int!
    personas: [PersonaScore!]!
    summary: String!
    contributing_features: [PersonaFeature!]!
  }

  input GameFilters {
    search: String
    game_type_id: [Int!]
    platform_id: [Int!]
    developer_size: [String!]
  }
  input GameClassificationFilters {
    classification_type_id: [Int!]
  }
  input GameServiceFilters {
    status: String
    service_id: [Int!]
  }

  type Query {
    fetchCovers(id: [Int!]!): [Cover!]!
    fetchCompanyRoles(release_id: [Int!], publication_id: [Int!]): [CompanyRole!]!
    fetchCompanies(id: [Int!]!): [Company!]!
    fetchPlatforms(id: [Int!]): [Platform!]!
    fetchGameClassificationTypes(
      game_id: [Int!]
      option: String
      filters: GameClassificationFilters
      perPage: Int
      currentPage: Int
      vo_id: Int
      classification_id: [Int!]
    ): GameClassificationPage!
    fetchPublications(release_id: [Int!]!, locality_id: [Int!], edition_id: [Int!], distribution_id: [Int!], perPage: Int, currentPage: Int): PublicationPage!
    fetchGameAgeRatings(publication_id: [Int!]!): [GameAgeRating!]!
    fetchAgeRatings(id: [Int!]!): [AgeRating!]!
    fetchGameServices(game_id: [Int!]!, filters: GameServiceFilters): [GameService!]!
    fetchServices(id: [Int!]): [Service!]!
    fetchGameGenreRankOpt(
      game_ids: [Int!]!
      start_date: String
      end_date: String
      limit: Int
      cls_type_id: Int
      cls_id: Int
      nextToken: String
    ): GameGenreRankPage!
    fetchFeatureRanks(game_ids: [Int!], start_date: String, end_date: String, limit: Int, cls_type_id: Int, cls_id: Int, nextToken: String): FeatureRankPage!
    fetchPlayercountRankOpt(
      game_ids: [Int!]
      start_date: String
      end_date: String
      limit: Int
      cls_type_id: Int
      cls_id: Int
      nextToken: String
    ): PlayerCountRankPage!
    fetchPaginatedGCQuery(option: String, classification_id: [Int!], game_id: [Int!], perPage: Int, nextToken: String): GameClassificationPairPage!
    fetchPaginatedClassifications(id: [Int!], classification_type_id: [Int!], perPage: Int, currentPage: Int, lastPage: Int): ClassificationPage!
    fetchReleases(game_id: [Int!], platform_id: [Int!], perPage: Int, currentPage: Int): ReleasePage!
    fetchGames(id: [Int!], filters: GameFilters, orderBy: String, perPage: Int, currentPage: Int): GamePage!
    fetchScreenshots(release_id: [Int!]!, perPage: Int): [Screenshot!]!
    fetchSqaGamePlayerStats(game_ids: [Int!]!, time_period: String, limit: Int, nextToken: String): GamePlayerStatsPage!
    fetchSqaAggregatePlayerCounts(date: String!): [AggregatePlayerCount!]!
    fetchUpcomingGames(game_id: [Int!], option: String, perPage: Int, currentPage: Int): UpcomingGamePage!
    fetchPlayerCountByDateRangeAws(game_ids: [Int!]!, start_date: String!, end_date: String!, time_period: String): [PeriodPlayerCount!]!
    fetchFeatureTags(cls_id: [Int!]!): [FeatureTag!]!
    fetchSentiment(game_id: Int!): Sentiment!
    fetchSocialMedia(game_id: Int!): SocialMedia!
    fetchWishlists(game_id: Int!): [WishlistPoint!]!
    fetchVideoStats(game_id: Int!): [VideoStat!]!
    fetchRevenueEstimates(game_id: Int!): RevenueEstimate!
    fetchTopFeaturesByGame(game_id: Int!): [TopFeatures!]!
    fetchSimilarGames(game_id: Int!, limit: Int): [SimilarGame!]!
    fetchTopCompetitors(game_id: Int!, limit: Int): [Competitor!]!
    fetchSymbioticGames(game_id: Int!, limit: Int): [SymbioticGame!]!
    fetchSymbioticFeatures(cls_id: [Int!]!, limit: Int): [SymbioticFeature!]!
    fetchGamePersona(game_id: Int!): PersonaFit
  }
`;

/** The root fields, in the specification's order: the names `/api/graphql/{queryName}` accepts. */
export const NAMED_QUERIES = [...typeDefs.matchAll(/^\s{4}(fetch\w+)\(/gm)].map((match) => match[1]);
