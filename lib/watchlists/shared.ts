// What the browser shares with the server about saved questions: limits, the shape of a watch report and whether it
// has news (no dependencies: client-safe).

/** Longest name of a saved question, in characters. */
export const MAX_SAVED_NAME_LENGTH = 120;

/** Beyond this many matches a snapshot keeps the count only: changes are counted, not listed game by game. */
export const MAX_TRACKED_MATCHES = 5000;

export interface WatchedGame {
  game_id: number;
  title: string;
  /** The figures the question filters or ranks by, formatted as Lumos shows them ("Players 12.3K"). */
  figures: string[];
}

export interface WatchChange {
  game_id: number;
  title: string;
  /** Why it entered or left: the figure that crossed the threshold, or the filter it no longer meets. */
  detail: string;
}

export interface WatchReport {
  total: number;
  previous_total: number;
  /** When the snapshot compared against was taken. */
  since: string;
  /** false when either snapshot kept the count only (more than MAX_TRACKED_MATCHES matches). */
  tracked: boolean;
  new_count: number;
  left_count: number;
  new_games: WatchChange[];
  left_games: WatchChange[];
  top: WatchedGame[];
}

/** Whether a report has anything to tell: games that entered or left, or a different count. */
export const hasChanges = (report: WatchReport) => report.new_count > 0 || report.left_count > 0 || report.total !== report.previous_total;
