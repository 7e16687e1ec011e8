import { parseQuestion } from "@/lib/lumos/parse";
import { releaseLabel } from "@/lib/lumos/criteria";
import type { ParsedQuery } from "@/lib/lumos/query-schema";
import { ParsedQuerySchema } from "@/lib/lumos/query-schema";
import { LEXICON, TODAY } from "./lexicon-fixture";

const parse = (text: string) => parseQuestion(text, LEXICON, { today: TODAY });
const names = (parsed: ParsedQuery, role: keyof ParsedQuery["entities"], side: "include" | "exclude" = "include") =>
  parsed.entities[role][side].map((ref) => ref.name);

describe("parseQuestion: entities", () => {
  it.each([
    ["Sector 2042 player count", "Sector 2042"],
    ["how does caldera 2 play", "Caldera II"],
    ["caldera two revenue", "Caldera II"],
    ["eldn ring peak players", "Eldon Ring"],
    ["neon jackal revenue", "Neon Jackal™"],
    ["NEON JACKAL™ revenue!!! 🚀", "Neon Jackal™"],
  ])("%s → the title %s", (question, title) => {
    const parsed = parse(question);
    expect(names(parsed, "titles")).toEqual([title]);
    expect(parsed.intent).toBe("game_profile");
    expect(parsed.filters).toEqual([]);
    expect(parsed.release).toBeNull();
  });

  it("keeps a title's number out of the numbers and years", () => {
    const parsed = parse("Sector 2042 player count");
    expect(parsed.asks.map((ask) => ask.metric)).toEqual(["peak_players"]);
    expect(parsed.issues).toEqual([]);
  });

  it("reads PlayStation 5 as a platform, not a number", () => {
    const parsed = parse("shooters on PlayStation 5 with over 10k players");
    expect(names(parsed, "platforms")).toEqual(["PlayStation 5"]);
    expect(parsed.filters).toEqual([expect.objectContaining({ metric: "peak_players", op: "gt", value: 10_000 })]);
  });

  it.each([
    ["games published by ubisfot", "publishers", "Ubisfort Entertainment"],
    ["games by halvorsen on switch", "companies", "Halvorsen Interactive"],
    ["games developed by Brightfall Studio", "developers", "Brightfall Studio"],
  ] as const)("%s → %s %s", (question, role, name) => {
    const parsed = parse(question);
    const all = [...parsed.entities.publishers.include, ...parsed.entities.companies.include, ...parsed.entities.developers.include].map((ref) => ref.name);
    expect(all).toEqual([name]);
    if (role !== "companies") expect(names(parsed, role)).toEqual([name]);
  });

  it("resolves platform aliases people type", () => {
    expect(names(parse("games on ps5"), "platforms")).toEqual(["PlayStation 5"]);
    expect(names(parse("games on Switch 2"), "platforms")).toEqual(["Nintendo Switch 2"]);
    expect(names(parse("games on the switch"), "platforms")).toEqual(["Nintendo Switch"]);
    expect(names(parse("games on Xbox Series X|S"), "platforms")).toEqual(["Xbox Series X"]);
    expect(names(parse("pc games"), "platforms")).toEqual(["Windows"]);
  });

  it("reads 'on a PC store' as every PC store, not the PC platform", () => {
    const parsed = parse("most sold DLCs on a PC store");
    expect(parsed.entities.stores.include).toEqual([expect.objectContaining({ id: "pc_store", storeKind: "pc_store" })]);
    expect(parsed.entities.platforms.include).toEqual([]);
    expect(names(parsed, "gameTypes")).toEqual(["DLC"]);
    expect(parsed.sort).toEqual(expect.objectContaining({ metric: "copies_sold", direction: "desc" }));
  });

  it("maps synonyms to classifications and a type cue to the type", () => {
    expect(names(parse("best FPS games"), "classifications")).toEqual(["Shooter"]);
    expect(names(parse("role-playing games on PS4"), "classifications")).toEqual(["RPG"]);
    const theme = parse("trending horror themes");
    expect(theme.entities.classifications.include[0]).toEqual(expect.objectContaining({ name: "Horror", typeName: "Theme" }));
    expect(theme.intent).toBe("features_ranking");
    expect(theme.subject).toBe("themes");
    expect(theme.sort).toEqual(expect.objectContaining({ metric: "growth", direction: "desc" }));
    expect(parse("horror genre games").entities.classifications.include).toEqual([expect.objectContaining({ name: "Horror", typeName: "Genre" })]);
    const themeGames = parse("horror theme games");
    expect(themeGames.intent).toBe("game_search");
    expect(themeGames.entities.classifications.include).toEqual([expect.objectContaining({ name: "Horror", typeName: "Theme" })]);
  });

  it("reads a classification named without its type in every type of that name: Horror the genre or the theme", () => {
    const parsed = parse("horror games");
    expect(parsed.entities.classifications.include).toEqual([]);
    expect(parsed.eitherOr).toEqual([expect.objectContaining({ role: "classifications" })]);
    expect(parsed.eitherOr[0].options.map((ref) => ref.typeName).sort()).toEqual(["Genre", "Theme"]);
    const excluded = parse("shooters that are not horror");
    expect(excluded.entities.classifications.exclude.map((ref) => ref.typeName).sort()).toEqual(["Genre", "Theme"]);
  });
});

describe("parseQuestion: numbers, comparisons and metrics", () => {
  it.each([
    ["racing games with over 5M players", "peak_players", "gt", 5_000_000, undefined],
    ["games with at least 10k peak players in the last month", "peak_players", "gte", 10_000, undefined],
    ["games with ARPU above $2", "arpu", "gt", 2, undefined],
    ["games that made more than $1.5B", "revenue", "gt", 1_500_000_000, undefined],
    ["games under $20", "price", "lt", 20, undefined],
    ["games with fewer than ten thousand players", "peak_players", "lt", 10_000, undefined],
    ["games with 1,000+ reviews", "reviews", "gte", 1000, undefined],
    ["games with sentiment over 90%", "sentiment", "gt", 90, undefined],
    ["games with at most 2.5 million copies sold", "copies_sold", "lte", 2_500_000, undefined],
    ["games with between 5k and 20k wishlists", "wishlists", "between", 5000, 20_000],
    // The second number's magnitude is the first's too when the first alone is below its digits.
    ["games with between 1 and 2 million owners", "total_players", "between", 1_000_000, 2_000_000],
    ["games with between one and two million players", "peak_players", "between", 1_000_000, 2_000_000],
    ["games with between 10 and 20k reviews", "reviews", "between", 10_000, 20_000],
    ["games with between 500 and 2 million players", "peak_players", "between", 500, 2_000_000],
    ["games with 50k followers or more", "followers", "gte", 50_000, undefined],
    ["games growing over 20%", "growth", "gt", 20, undefined],
    ["games with total players above 1M", "total_players", "gt", 1_000_000, undefined],
  ])("%s", (question, metric, op, value, value2) => {
    const [filter] = parse(question).filters;
    expect(filter).toEqual(expect.objectContaining({ metric, op, value }));
    expect(filter.value2).toBe(value2);
  });

  it("reads the sample question: one publisher, one console, players and ARPU", () => {
    const parsed = parse("games by Halvorsen Interactive on PS5 with over 10k peak players and ARPU above $2");
    expect(parsed.intent).toBe("game_search");
    expect([...names(parsed, "companies"), ...names(parsed, "publishers")]).toEqual(["Halvorsen Interactive"]);
    expect(names(parsed, "platforms")).toEqual(["PlayStation 5"]);
    expect(parsed.filters.map((f) => [f.metric, f.op, f.value])).toEqual([
      ["peak_players", "gt", 10_000],
      ["arpu", "gt", 2],
    ]);
  });

  it("reads limits and sorting", () => {
    const top = parse("top 10 highest grossing shooters");
    expect(top.limit).toBe(10);
    expect(top.sort).toEqual(expect.objectContaining({ metric: "revenue", direction: "desc", source: "explicit" }));
    expect(parse("5 horror games").limit).toBe(5);
    expect(parse("cheapest racing games").sort).toEqual(expect.objectContaining({ metric: "price", direction: "asc" }));
    expect(parse("fastest growing RPGs").sort).toEqual(expect.objectContaining({ metric: "growth", direction: "desc" }));
    expect(parse("RPGs sorted by ARPU").sort).toEqual(expect.objectContaining({ metric: "arpu", direction: "desc" }));
    expect(parse("show me 500 games").limit).toBe(100);
  });

  it("reads a big launch as the launch's peak players, highest first", () => {
    for (const question of ["games with a big launch", "biggest launches of 2023", "which RPG had the best launch", "the strongest debuts"])
      expect(parse(question).sort).toEqual(expect.objectContaining({ metric: "launch_peak_players", direction: "desc", source: "explicit" }));
    expect(parse("biggest games").sort).toEqual(expect.objectContaining({ metric: "peak_players" }));
  });

  it.each([
    ["games with more followers than wishlists", "followers gt wishlists"],
    ["games with fewer players than followers", "peak_players lt followers"],
    ["games whose followers exceed their wishlists", "followers gt wishlists"],
    ["games with peak players higher than followers", "peak_players gt followers"],
    ["games with lower ARPU than price", "arpu lt price"],
  ])("reads one figure against another in %j, with no threshold", (question, expected) => {
    const parsed = parse(question);
    expect(parsed.comparisons.map(({ metric, op, than }) => `${metric} ${op} ${than}`)).toEqual([expected]);
    expect(parsed.filters).toEqual([]);
    expect(parsed.intent).toBe("game_search");
    expect(ParsedQuerySchema.safeParse(parsed).success).toBe(true);
  });

  it.each([
    ["games with the biggest gap between positive and negative reviews", "gap between positive and negative reviews"],
    ["difference between peak players and followers for RPGs", "difference between peak players and followers"],
  ])("says a gap between two figures in %j is a figure it does not keep, not two filters", (question, figure) => {
    const parsed = parse(question);
    expect(parsed.issues).toEqual([expect.objectContaining({ code: "unknown_figure", span: expect.objectContaining({ text: figure }) })]);
    expect(parsed.filters).toEqual([]);
    expect(parse("difference between 2022 and 2023 revenue").issues).toEqual([]);
  });

  it.each(["Switch games under $20 with very positive reviews", "games with overwhelmingly positive reviews", "mostly positive ratings"])(
    "reads the word after a review verdict in %j as the verdict's, not a figure to rank by",
    (question) => {
      const parsed = parse(question);
      expect(parsed.asks).toEqual([]);
      expect(parsed.sort).toBeNull();
      expect(parsed.filters.map((filter) => filter.metric)).toContain("sentiment");
    },
  );

  it("still reads a figure against a number, and reviews weighed against each other as sentiment", () => {
    const number = parse("games with more than 10k players");
    expect(number.comparisons).toEqual([]);
    expect(number.filters).toEqual([expect.objectContaining({ metric: "peak_players", op: "gt", value: 10_000 })]);
    const reviews = parse("games with more negative reviews than positive reviews");
    expect(reviews.comparisons).toEqual([]);
    expect(reviews.filters).toEqual([expect.objectContaining({ metric: "sentiment", op: "lt", value: 50 })]);
  });
});

describe("parseQuestion: release windows", () => {
  it.each([
    ["shooters released in 2023", "2023-01-01", "2024-01-01"],
    ["games released after 2020", "2021-01-01", undefined],
    ["games before 2015", undefined, "2015-01-01"],
    ["games from Q3 2024", "2024-07-01", "2024-10-01"],
    ["games released this year", "2026-01-01", "2027-01-01"],
    // The calendar month of the market's date (June 2026); new releases this month: from the 1st up to today.
    ["games released this month", "2026-06-01", "2026-07-01"],
    ["new releases this month", "2026-06-01", "2026-06-16"],
    ["games coming next year", "2027-01-01", "2028-01-01"],
    ["games released in the last 6 months", "2025-12-15", "2026-06-16"],
    // "Last year" is the calendar year before; "the last year" and "the past year", the 12 months up to today.
    ["games released last year", "2025-01-01", "2026-01-01"],
    ["games released in the last year", "2025-06-15", "2026-06-16"],
    ["median price of games released over the past year", "2025-06-15", "2026-06-16"],
    ["racing games between 2018 and 2020", "2018-01-01", "2021-01-01"],
    ["games from march 2024", "2024-03-01", "2024-04-01"],
    // Two years in a row joined by "and" are both.
    ["games released in 2022 and 2023", "2022-01-01", "2024-01-01"],
  ])("%s", (question, after, before) => {
    const { release } = parse(question);
    expect(release?.after).toBe(after);
    expect(release?.before).toBe(before);
  });

  it.each([
    ["games released in 2019 and 2022", 2019, "2022"],
    ["RPGs from 2018 or 2021", 2018, "2021"],
  ])("reads the first of two years not in a row, %j, and says so", (question, year, other) => {
    const parsed = parse(question);
    expect(parsed.release).toMatchObject({ year, after: `${year}-01-01`, before: `${year + 1}-01-01` });
    expect(parsed.issues.map((issue) => [issue.code, issue.span?.text])).toEqual([["one_window", other]]);
    expect(parsed.issues[0].message).toBe(
      `Lumos reads one span of release dates at a time, so this answer covers ${year}, not ${other}: ask about ${other} on its own, or "${year} vs ${other}" for each year from one to the other.`,
    );
    // Two years in a row, or a span, say nothing.
    expect(parse("games released in 2022 and 2023").issues).toEqual([]);
    expect(parse("racing games between 2018 and 2020").issues).toEqual([]);
  });

  it("reads growth over more than a month as no release window and says growth is kept over the last month", () => {
    for (const [question, asked] of [
      ["which genres grew the most in the last 6 months", "last 6 months"],
      ["fastest growing games of the past year", "past year"],
      ["trending shooters over the last 2 years", "last 2 years"],
    ]) {
      const parsed = parse(question);
      expect([question, parsed.release]).toEqual([question, null]);
      expect(parsed.issues.map((issue) => [issue.code, issue.message])).toEqual([
        ["growth_period", `Lumos keeps growth over the last month, not over the ${asked}: this answer uses the last month's.`],
      ]);
    }
    // A word of release makes it the games' release window; a month or less is the figure's own period; players too.
    expect(parse("fastest growing games released in the last 6 months").release).toMatchObject({ after: "2025-12-15" });
    expect(parse("fastest growing games in the last month").issues).toEqual([]);
    expect(parse("most played games in the last 6 months").release).toMatchObject({ after: "2025-12-15" });
  });

  it("names a month and a single period as a reader would", () => {
    const label = (question: string) => releaseLabel(parse(question).release!);
    expect(label("games released this month")).toBe("released in Jun 2026");
    expect(label("games from march 2024")).toBe("released in Mar 2024");
    expect(label("games released in the last month")).toBe("released in the last month");
    expect(label("games released in the last 6 months")).toBe("released in the last 6 months");
    expect(label("games released in the last year")).toBe("released in the last year");
    expect(label("games released last year")).toBe("released in 2025");
    // Whole years as years, not as the days that bound them.
    expect(label("racing games between 2018 and 2020")).toBe("released in 2018–2020");
    expect(label("games before 2015")).toBe("released before 2015");
    expect(label("games released since 2020")).toBe("released in 2020 or later");
  });

  it.each([
    ["compare games released in 2022 and 2023", "count", null, "2022-01-01", "2024-01-01"],
    ["2022 vs 2023 revenue", "sum", "revenue", "2022-01-01", "2024-01-01"],
    ["how did 2023 compare to 2022", "count", null, "2022-01-01", "2024-01-01"],
    ["2023 compared with 2022 revenue", "sum", "revenue", "2022-01-01", "2024-01-01"],
    ["how do 2019 and 2021 compare", "count", null, "2019-01-01", "2022-01-01"],
  ])("reads two years set against each other, %j, as a breakdown by year over both", (question, aggregate, metric, after, before) => {
    const parsed = parse(question);
    expect(parsed.stats).toMatchObject({ aggregate, metric, groupBy: "year" });
    expect(parsed.release).toMatchObject({ after, before });
    expect(parsed.filters).toEqual([]);
  });

  it("reads upcoming and TBA", () => {
    const upcoming = parse("upcoming RPGs on PS5");
    expect(upcoming.release?.upcoming).toBe(true);
    expect(upcoming.intent).toBe("upcoming_releases");
    expect(parse("games with release date TBA").release?.tba).toBe(true);
  });

  it("does not read the period of a figure as a release window", () => {
    const parsed = parse("games with over 10k peak players in the last month");
    expect(parsed.release).toBeNull();
    expect(parsed.filters).toHaveLength(1);
  });

  it.each([
    ["most played games this month", "peak_players"],
    ["what genres grew the most this month", "growth"],
    ["which games are trending this month", "growth"],
    ["most popular shooters in the last month", "peak_players"],
    ["trending games over the past week", "growth"],
    ["most played RPGs in the last 30 days", "peak_players"],
    ["what was the most played game in June 2026", "peak_players"],
  ])("reads a period of a month or less in a question about players or growth, %j, as the figure's, not a release window", (question, metric) => {
    const parsed = parse(question);
    expect(parsed.release).toBeNull();
    expect(parsed.sort?.metric).toBe(metric);
    expect(parsed.issues).toEqual([]);
  });

  it.each([
    ["games with the highest peak players ever", "ever"],
    ["top 10 games by all-time peak", "all time"],
    ["most played games of all time", "of all time"],
    ["games with record peak players", "record"],
  ])("says the peak players of %j are the last month's, not an all-time peak", (question, words) => {
    const parsed = parse(question);
    expect(parsed.issues.map((issue) => [issue.code, issue.span?.text.toLowerCase().replace("-", " ")])).toEqual([["no_all_time_peak", words]]);
    expect(parsed.issues[0].message).toBe(
      "Lumos keeps each game's peak players of the last month, not its all-time peak (a game's page shows that), so this answer uses the last month's.",
    );
    // A lifetime figure has no such note.
    expect(parse("top selling games of all time").issues).toEqual([]);
    expect(parse("best rated games ever").issues).toEqual([]);
  });

  it("still reads an earlier month named in a question about players as a release window, and this one with a word of release", () => {
    expect(parse("most played games in May 2026").release).toEqual(expect.objectContaining({ after: "2026-05-01", before: "2026-06-01" }));
    expect(parse("games released in June 2026 with the most players").release).toEqual(expect.objectContaining({ after: "2026-06-01" }));
  });

  it.each([
    ["new games this month with the most players", "2026-06-01"],
    ["most played games released in the last month", "2026-05-15"],
    ["most played games in the last 6 months", "2025-12-15"],
  ])("keeps a period with a word of release, or longer than a month, %j, a release window", (question, after) => {
    expect(parse(question).release?.after).toBe(after);
  });
});

describe("parseQuestion: negation and either/or", () => {
  it("excludes what follows a negation", () => {
    const parsed = parse("shooters not on Switch");
    expect(names(parsed, "platforms", "exclude")).toEqual(["Nintendo Switch"]);
    expect(names(parsed, "platforms")).toEqual([]);
    expect(parsed.negations[0].cue).toBe("not");
    const list = parse("RPGs excluding PC or PS4");
    expect(names(list, "platforms", "exclude")).toEqual(["Windows", "PlayStation 4"]);
  });

  it("groups alternatives joined by or", () => {
    const parsed = parse("games by Halvorsen or Meridian Crown");
    expect(parsed.eitherOr).toHaveLength(1);
    expect(parsed.eitherOr[0].options.map((ref) => ref.name)).toEqual(["Halvorsen Interactive", "Meridian Crown Entertainment"]);
  });

  it("reads a group alias as alternatives", () => {
    const parsed = parse("racing games on mobile");
    expect(parsed.eitherOr).toEqual([expect.objectContaining({ role: "platforms" })]);
    expect(parsed.eitherOr[0].options.map((ref) => ref.name).sort()).toEqual(["Android", "iOS"]);
  });
});

describe("parseQuestion: intents", () => {
  it.each([
    ["Caldera II vs Eldon Ring", "comparison"],
    ["compare Sector 2042 and Neon Jackal", "comparison"],
    ["games like Caldera II", "similar_games"],
    ["games similar to eldon ring on switch", "similar_games"],
    ["most common features in simulation games", "features_ranking"],
    ["what can you do?", "help"],
    ["hello", "help"],
    ["what's the weather in Paris", "out_of_scope"],
    ["", "out_of_scope"],
    ["   ", "out_of_scope"],
    ["indie racing games on steam", "game_search"],
  ])("%s → %s", (question, intent) => {
    expect(parse(question).intent).toBe(intent);
  });

  it("says which names it does not know instead of dropping them", () => {
    const parsed = parse("games by Activision");
    expect(parsed.issues).toEqual([expect.objectContaining({ code: "unknown_name", message: 'I could not place "Activision" in the data.' })]);
  });

  it("parses casing, punctuation and emoji the same as clean text", () => {
    const clean = parse("indie racing games on steam with over 10k players");
    const noisy = parse("INDIE Racing games... on STEAM!!! with over 10K players?? 🏎️🔥");
    const strip = (parsed: ParsedQuery) =>
      JSON.stringify({ ...parsed, text: "", normalized: "" }, (key, value) => (key === "span" || key === "spans" ? undefined : value));
    expect(strip(noisy)).toEqual(strip(clean));
  });

  it("always produces a query the shared schema accepts", () => {
    for (const question of [
      "top 5 RPGs on PS5 released after 2020 not on Switch with ARPU above $2",
      "Caldera II vs Eldon Ring revenue",
      "",
      "trending horror themes",
    ]) {
      expect(ParsedQuerySchema.safeParse(parse(question)).success).toBe(true);
    }
  });
});

describe("parseQuestion: orders and counts read from ordinary words", () => {
  it.each([
    ["which genre has the most upcoming games", "features_ranking"],
    ["which genres have the most free games", "features_ranking"],
    ["publishers with the most upcoming games", "companies_ranking"],
  ])("reads %j as how many games of that kind, the kind kept as its filter", (question, intent) => {
    const parsed = parse(question);
    expect(parsed.intent).toBe(intent);
    expect(parsed.sort).toEqual(expect.objectContaining({ metric: "game_count", direction: "desc", source: "explicit" }));
    expect(parsed.release?.upcoming === true || parsed.filters.some((filter) => filter.metric === "price")).toBe(true);
  });

  it("reads 'sorted by release date' as an order, newest first unless the question says otherwise", () => {
    for (const question of ["games by Halvorsen sorted by release date", "RPGs by release date", "RPGs ordered by date"])
      expect(parse(question).sort).toEqual(expect.objectContaining({ metric: "release_date", direction: "desc", source: "explicit" }));
    expect(parse("RPGs ordered by release date ascending").sort).toEqual(expect.objectContaining({ metric: "release_date", direction: "asc" }));
    // "by year" and "by date" alone are a breakdown, not an order.
    expect(parse("RPGs by year").stats).toEqual(expect.objectContaining({ groupBy: "year" }));
    expect(parse("RPGs by date").sort).toBeNull();
  });

  it("reads 'no reviews' as fewer than one review", () => {
    for (const question of ["how many games have no reviews", "unreviewed RPGs"])
      expect(parse(question).filters).toEqual([expect.objectContaining({ metric: "reviews", op: "lt", value: 1 })]);
  });
});
