// The text `npm run import` prints: counts per file, the merge, what was written, and the rejected rows.
import type { ImportReport } from "./run-import";
import type { SuspectRow } from "./suspect";
import { FORMAT_LABELS, type RejectedRow } from "@/lib/domain/import/types";
import { describeSettledTables } from "@/lib/db/seed";

export const MAX_LISTED_REJECTIONS = 50;

const n = (value: number) => value.toLocaleString("en-US");

/** "file:line: reason" for the first `limit` rows, then how many more there are. */
export function formatRejections(rejected: readonly RejectedRow[], limit = MAX_LISTED_REJECTIONS): string[] {
  const lines = rejected.slice(0, limit).map((row) => `${row.file}:${row.line}: ${row.reason}`);
  if (rejected.length > limit) lines.push(`…and ${n(rejected.length - limit)} more rejected row${rejected.length - limit > 1 ? "s" : ""}`);
  return lines;
}

/** "file:line: app 570 "Dota 2": reason; reason" for the first `limit` suspect rows, then how many more there are. */
export function formatSuspects(suspect: readonly SuspectRow[], limit = MAX_LISTED_REJECTIONS): string[] {
  const lines = suspect.slice(0, limit).map((row) => `${row.file}:${row.line}: app ${row.appId} ${JSON.stringify(row.title)}: ${row.reasons.join("; ")}`);
  if (suspect.length > limit) lines.push(`…and ${n(suspect.length - limit)} more suspect row${suspect.length - limit > 1 ? "s" : ""}`);
  return lines;
}

export function formatImportReport(report: ImportReport): string[] {
  const w = report.written;
  const lines: string[] = [];
  lines.push(`${w.dryRun ? "Dry run (nothing kept)" : "Import"} as of ${report.asOf}:`);
  for (const file of report.files) {
    lines.push(`  ${file.file} (${FORMAT_LABELS[file.format]}): ${n(file.rowsRead)} rows read, ${n(file.accepted)} accepted, ${n(file.rejected)} rejected`);
  }
  lines.push(`Merged by app id: ${n(report.merged)} games (${n(report.inSeveralFiles)} in more than one file)`);
  lines.push(
    `Games: ${n(w.gamesInserted)} inserted, ${n(w.gamesUpdated)} updated` +
      (w.demoGamesUpdated > 0 ? ` (${n(w.demoGamesUpdated)} of them demo games with the same Steam app id)` : ""),
  );
  lines.push(`  ${n(w.dlc)} typed as DLC by title; ${n(w.withoutReleaseDate)} without a release date (no Steam publication)`);
  lines.push(`  releases: ${n(w.releasesCreated)} created; Steam publications: ${n(w.publicationsCreated)} created, ${n(w.publicationsUpdated)} updated`);
  lines.push(`  companies: ${n(w.companiesCreated)} created, ${n(w.companyRoles)} company roles written`);
  lines.push(`  classifications: ${n(w.classificationsCreated)} created as keywords, ${n(w.gameClassifications)} game classifications written`);
  lines.push(`  market stats: ${n(w.marketStats)} rows (estimated); player counts: ${n(w.playerCounts)} rows for ${w.playerCountDate}`);
  lines.push(`Rejected rows: ${n(report.rejected.length)}`);
  for (const line of formatRejections(report.rejected)) lines.push(`  ${line}`);
  if (report.suspect.length > 0) {
    lines.push(`Suspect rows (kept, check them): ${n(report.suspect.length)}`);
    for (const line of formatSuspects(report.suspect)) lines.push(`  ${line}`);
  }
  if (report.knowledge && "seconds" in report.knowledge)
    lines.push(`What Lumos knows of the new data: built and stored in ${report.knowledge.seconds.toFixed(1)} s, before the import committed`);
  else if (report.knowledge)
    lines.push(`What Lumos knows of the new data could not be stored (${report.knowledge.error}); a server builds it when it sees the new data`);
  if (w.settled) lines.push(describeSettledTables(w.settled));
  lines.push(`${w.dryRun ? "Checked" : "Done"} in ${report.seconds.toFixed(1)} s`);
  return lines;
}
