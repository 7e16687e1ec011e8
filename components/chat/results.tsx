"use client";

import { SteadyLink } from "@/components/navigation/steady-link";
import { SaveQuestionButton } from "@/components/saved-questions/save-question-button";
import { useId, useState } from "react";
import type { ResultsContent } from "@/lib/chat/reducer";
import { formatArpu, formatCompact, formatMoney, formatPercent, formatSignedPercent } from "@/lib/ui/format";
import { questionWith } from "@/lib/chat/criteria";
import type { CompanyRow, CriterionView, FeatureRow, GameRow, ThemeRow } from "@/lib/lumos/events";
import { chatTexts } from "@/lib/ui/texts/chat";
import { errorTexts } from "@/lib/ui/texts/errors";
import { focusRing } from "./focus-ring";
import { useChat } from "./chat-provider";
import { StatsResults } from "./stats-results";

const linkClass = `rounded text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`;
// Cells leave more room to the figures in a narrow chat (container queries: the chatbox, a phone).
const th = "px-1.5 py-1.5 text-left text-xs font-semibold uppercase text-slate-500 @md:px-2 @md:tracking-wide dark:text-slate-400";
const td = "px-1.5 py-1.5 align-top @md:px-2";

/** A header with its explanation: shown on hover and on keyboard focus, and read by screen readers as its description. */
function HeaderTip({ label, tip }: { label: string; tip: string }) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      <button type="button" title={tip} aria-describedby={id} className={`cursor-help border-b border-dotted border-slate-400 uppercase ${focusRing}`}>
        {label}
      </button>
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-10 mb-1 hidden w-max max-w-[14rem] rounded bg-slate-800 px-2 py-1 text-[11px] font-normal normal-case tracking-normal text-white group-focus-within:block group-hover:block dark:bg-slate-200 dark:text-slate-900"
      >
        {tip}
      </span>
    </span>
  );
}

const hasArpu = (rows: { arpu: number | null }[]) => rows.some((row) => (row.arpu ?? 0) > 0);
const tbody = "divide-y divide-slate-100 dark:divide-slate-800";

/** The players and ARPU columns every results table shares, with their explanations. */
function PlayersHeader() {
  return (
    <th className={`${th} text-right`}>
      <HeaderTip label={chatTexts.columns.players} tip={chatTexts.playersTooltip} />
    </th>
  );
}

function ArpuHeader() {
  return (
    <th className={`${th} text-right`} data-testid="chat-arpu-column">
      <HeaderTip label={chatTexts.columns.arpu} tip={chatTexts.arpuTooltip} />
    </th>
  );
}

const ArpuCell = ({ arpu }: { arpu: number | null }) => <td className={`${td} text-right tabular-nums`}>{arpu && arpu > 0 ? formatArpu(arpu) : "-"}</td>;

/**
 * A list cut to its first item and how many follow ("Windows +6"), whole on hover (title) and on a tap or Enter (it
 * toggles): the platforms of a game on many platforms would otherwise wrap over several lines of a narrow chat, and
 * a width-truncated line would still widen the table to its full length.
 */
function Truncated({ text, className = "" }: { text: string; className?: string }) {
  const [whole, setWhole] = useState(false);
  const items = text.split(", ");
  const short = items.length > 1 ? `${items[0]} +${items.length - 1}` : text;
  if (short === text) return <span className={`block ${className}`}>{text}</span>;
  return (
    <button
      type="button"
      title={text}
      aria-expanded={whole}
      onClick={() => setWhole((value) => !value)}
      className={`block text-left ${focusRing} ${className}`}
      data-testid="chat-truncated"
    >
      {whole ? text : short}
    </button>
  );
}

/**
 * The games of an answer. Column priority in a narrow chat (the 420 px chatbox, a 390 px phone): the game, its
 * players, the figures the question asked for and ARPU keep their columns; the platforms move under the game's
 * name below a 448 px wide container, and the cover goes below 320 px.
 */
export function GamesTable({ rows, close }: { rows: GameRow[]; close: boolean }) {
  const arpu = hasArpu(rows);
  const figures = rows[0]?.figures ?? [];
  return (
    <div className="@container overflow-x-auto">
      <table data-testid="chat-results-table" data-kind="games" data-match={close ? "close" : "perfect"} className="w-full text-sm">
        <thead>
          <tr>
            <th className={th}>{chatTexts.columns.game}</th>
            <PlayersHeader />
            {figures.map((figure) => (
              <th key={figure.metric} className={`${th} text-right`} data-testid="chat-figure-column">
                {figure.label}
              </th>
            ))}
            <th className={`${th} hidden @md:table-cell`}>{chatTexts.columns.platform}</th>
            {arpu && <ArpuHeader />}
          </tr>
        </thead>
        <tbody className={tbody}>
          {rows.map((row) => (
            <tr key={row.game_id} data-testid="chat-result-row">
              <td className={td}>
                <div className="flex items-start gap-2">
                  {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG covers need no optimisation */}
                  <img
                    src={row.coverUrl || row.box_art_url || `/api/art/covers/${row.game_id}`}
                    alt=""
                    width={24}
                    height={32}
                    loading="lazy"
                    className="hidden shrink-0 rounded @xs:block"
                  />
                  {/* A long word in a title may break, so a narrow chat never scrolls sideways for it. */}
                  <span className="min-w-0 wrap-anywhere">
                    <SteadyLink href={`/game-breakdown-page?id=${row.game_id}`} className={linkClass} data-testid="chat-result-link">
                      {row.gameName}
                    </SteadyLink>
                    {row.platform ? <Truncated text={row.platform} className="text-xs text-slate-500 @md:hidden dark:text-slate-400" /> : null}
                    {close && row.match_reasoning ? (
                      <span className="block text-xs text-amber-700 dark:text-amber-300" data-testid="chat-result-missed">
                        {chatTexts.closeMissed}: {row.match_reasoning}
                      </span>
                    ) : null}
                  </span>
                </div>
              </td>
              <td className={`${td} text-right tabular-nums`}>{formatCompact(row.player_count)}</td>
              {figures.map((figure, index) => (
                <td key={figure.metric} className={`${td} whitespace-nowrap text-right tabular-nums`}>
                  {row.figures?.[index]?.value ?? "-"}
                </td>
              ))}
              <td className={`${td} hidden @md:table-cell`}>{row.platform ? <Truncated text={row.platform} /> : "-"}</td>
              {arpu && <ArpuCell arpu={row.arpu} />}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A theme or feature row as its table shows it: the name links to its feature breakdown, two figures follow. */
interface ClassificationRowView {
  id: number;
  name: string;
  player_count: number;
  arpu: number | null;
  figures: [string, string];
  /** The figure the ranking is by, when it is none of the table's own columns. */
  figure?: { label: string; value: string };
}

function ClassificationTable({
  kind,
  nameLabel,
  figureLabels,
  rows,
}: {
  kind: "themes" | "features";
  nameLabel: string;
  figureLabels: [string, string];
  rows: ClassificationRowView[];
}) {
  const arpu = hasArpu(rows);
  const figure = rows[0]?.figure?.label;
  return (
    <div className="@container overflow-x-auto">
      <table data-testid="chat-results-table" data-kind={kind} className="w-full text-sm">
        <thead>
          <tr>
            <th className={th}>{nameLabel}</th>
            {figure ? (
              <th className={`${th} text-right`} data-testid="chat-figure-column">
                {figure}
              </th>
            ) : null}
            <PlayersHeader />
            {figureLabels.map((label) => (
              <th key={label} className={`${th} text-right`}>
                {label}
              </th>
            ))}
            {arpu && <ArpuHeader />}
          </tr>
        </thead>
        <tbody className={tbody}>
          {rows.map((row) => (
            <tr key={row.id} data-testid="chat-result-row">
              <td className={td}>
                <SteadyLink href={`/feature-breakdown-page?cls_id=${row.id}&feat=${encodeURIComponent(row.name)}`} className={linkClass}>
                  {row.name}
                </SteadyLink>
              </td>
              {figure ? <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{row.figure?.value ?? "-"}</td> : null}
              <td className={`${td} text-right tabular-nums`}>{formatCompact(row.player_count)}</td>
              {row.figures.map((figure, index) => (
                <td key={index} className={`${td} text-right tabular-nums`}>
                  {figure}
                </td>
              ))}
              {arpu && <ArpuCell arpu={row.arpu} />}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const signedOrDash = (value: number | null) => (value === null ? "-" : formatSignedPercent(value));

export function ThemesTable({ rows }: { rows: ThemeRow[] }) {
  return (
    <ClassificationTable
      kind="themes"
      nameLabel={chatTexts.columns.theme}
      figureLabels={[chatTexts.columns.popularity, chatTexts.columns.growth]}
      rows={rows.map((row) => ({
        id: row.theme_id,
        name: row.themeName,
        player_count: row.player_count,
        arpu: row.arpu,
        figures: [formatPercent(row.popularity), signedOrDash(row.growth)],
        figure: row.figure,
      }))}
    />
  );
}

export function FeaturesTable({ rows }: { rows: FeatureRow[] }) {
  return (
    <ClassificationTable
      kind="features"
      nameLabel={chatTexts.columns.feature}
      figureLabels={[chatTexts.columns.growth, chatTexts.columns.sentiment]}
      rows={rows.map((row) => ({
        id: row.feature_id,
        name: row.featureName,
        player_count: row.player_count,
        arpu: row.arpu,
        figures: [signedOrDash(row.growth), formatPercent(row.sentiment)],
        figure: row.figure,
      }))}
    />
  );
}

/** Publishers, developers or companies of a ranking: their games in scope, players and revenue, and the figure ranked by. */
export function CompaniesTable({ rows }: { rows: CompanyRow[] }) {
  const figure = rows[0]?.figure?.label;
  return (
    <div className="@container overflow-x-auto">
      <table data-testid="chat-results-table" data-kind="companies" className="w-full text-sm">
        <thead>
          <tr>
            <th className={th}>{chatTexts.columns.company}</th>
            <th className={`${th} text-right`}>{chatTexts.columns.games}</th>
            {figure ? (
              <th className={`${th} text-right`} data-testid="chat-figure-column">
                {figure}
              </th>
            ) : null}
            <PlayersHeader />
            <th className={`${th} text-right`}>{chatTexts.columns.revenue}</th>
            <th className={`${th} hidden @md:table-cell`}>{chatTexts.columns.topGame}</th>
          </tr>
        </thead>
        <tbody className={tbody}>
          {rows.map((row) => (
            <tr key={row.company_id} data-testid="chat-result-row">
              <td className={td}>
                <span className="font-medium text-slate-800 dark:text-slate-100">{row.companyName}</span>
                <span className="block text-xs text-slate-500 @md:hidden dark:text-slate-400">{row.topGame}</span>
              </td>
              <td className={`${td} text-right tabular-nums`}>{row.games}</td>
              {figure ? <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{row.figure?.value ?? "-"}</td> : null}
              <td className={`${td} text-right tabular-nums`}>{formatCompact(row.player_count)}</td>
              <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{formatMoney(row.revenue)}</td>
              <td className={`${td} hidden @md:table-cell`}>{row.topGame}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResultsTable({ content }: { content: Exclude<ResultsContent, { type: "stats" }> }) {
  switch (content.type) {
    case "games":
      return <GamesTable rows={content.data} close={content.matchType === "close"} />;
    case "themes":
      return <ThemesTable rows={content.data} />;
    case "features":
      return <FeaturesTable rows={content.data} />;
    case "companies":
      return <CompaniesTable rows={content.data} />;
  }
}

const chipClass = `rounded-full border px-3 py-1 text-sm ${focusRing}`;
const againClass = `rounded-full bg-indigo-600 px-3 py-1 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-50 ${focusRing}`;

/** "Pick criteria": the search's filters as chips; switch some off and search again without them. */
function PickCriteria({ question, criteria }: { question: string; criteria: CriterionView[] }) {
  const { send, state } = useChat();
  const [off, setOff] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOff((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <div data-testid="chat-criteria" className="space-y-2">
      <ul aria-label={chatTexts.criteriaLabel} className="flex flex-wrap gap-2">
        {criteria.map((criterion, index) => (
          <li key={`${criterion.label}-${index}`}>
            <button
              type="button"
              data-testid="chat-criterion"
              aria-pressed={!off.has(index)}
              onClick={() => toggle(index)}
              className={`${chipClass} ${off.has(index) ? "border-slate-200 text-slate-400 line-through dark:border-slate-700 dark:text-slate-500" : "border-indigo-300 bg-indigo-50 text-indigo-800 dark:border-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"}`}
            >
              {criterion.label}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-testid="chat-criteria-again"
        disabled={off.size === 0 || state.isProcessing}
        onClick={() => send(questionWith(question, criteria, new Map([...off].map((index) => [index, null]))))}
        className={againClass}
      >
        {chatTexts.searchAgain}
      </button>
    </div>
  );
}

/** "Fine-tune the search": each filter as the words it was read from, to edit (or empty, to drop) and search again. */
function FineTune({ question, criteria }: { question: string; criteria: CriterionView[] }) {
  const { send, state } = useChat();
  const asked = criteria.map((criterion) => question.slice(criterion.spans[0].start, criterion.spans[0].end));
  const [values, setValues] = useState(asked);
  const id = useId();
  return (
    <form
      data-testid="chat-fine-tune"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const changes = new Map<number, string | null>();
        values.forEach((value, index) => {
          if (value !== asked[index]) changes.set(index, value.trim() || null);
        });
        send(questionWith(question, criteria, changes));
      }}
    >
      {criteria.map((criterion, index) => (
        <div key={`${criterion.label}-${index}`} className="grid gap-1">
          <label htmlFor={`${id}-${index}`} className="text-xs text-slate-500 dark:text-slate-400">
            {criterion.label}
          </label>
          <input
            id={`${id}-${index}`}
            data-testid="chat-fine-tune-field"
            value={values[index]}
            maxLength={200}
            onChange={(event) => setValues((current) => current.map((value, at) => (at === index ? event.target.value : value)))}
            className={`rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 ${focusRing}`}
          />
        </div>
      ))}
      <button
        type="submit"
        data-testid="chat-fine-tune-again"
        disabled={state.isProcessing || values.every((value, index) => value === asked[index])}
        className={againClass}
      >
        {chatTexts.searchAgain}
      </button>
    </form>
  );
}

const revealedMessages = new Set<string>();

/** "Matching 3 of 4 filters" → [3, 4]. */
function filtersMet(subtitle: string | undefined): [number, number] | null {
  const match = /(\d+)\s+of\s+(\d+)/.exec(subtitle ?? "");
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * One results message. Headers show only once streaming is complete (specification 000 §2). Close matches with no
 * perfect match first offer the three calls to action; 'Show close matches' reveals the table. A market-statistics
 * answer has its own figure, table and chart.
 */
export function ResultsBlock({
  messageId,
  content,
  complete,
  noResults,
  closeOnly,
  question,
}: {
  messageId: string;
  content: ResultsContent;
  complete: boolean;
  noResults?: boolean;
  closeOnly: boolean;
  question: string;
}) {
  const { setDraft, requestInputFocus } = useChat();
  const [panel, setPanel] = useState<"pick" | "tune" | null>(null);
  // Remembered per message, so moving between the chatbox, the sidebar and the full screen keeps the table open.
  const [revealed, setRevealedState] = useState(() => revealedMessages.has(messageId));
  const setRevealed = (value: boolean) => {
    if (value) revealedMessages.add(messageId);
    setRevealedState(value);
  };
  if (noResults) {
    return (
      <div data-testid="chat-no-results" className="rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900">
        <p className="font-medium text-slate-800 dark:text-slate-100">{errorTexts.noAnswer}</p>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{errorTexts.noAnswerFollowUp}</p>
      </div>
    );
  }
  if (content.type === "stats") return <StatsResults content={content} complete={complete} />;
  const criteria = content.criteria ?? [];
  const showCta = closeOnly && content.matchType === "close" && complete;
  const met = filtersMet(content.subtitle);
  // Close matches with no perfect match wait behind the calls to action, also while they stream in.
  const tableVisible = revealed || !(closeOnly && content.matchType === "close");
  return (
    <section
      data-testid="chat-results"
      data-match={content.matchType}
      data-complete={complete}
      className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
    >
      {complete && content.header ? (
        <h2 data-testid="chat-results-header" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {content.header}
        </h2>
      ) : null}
      {complete && content.subtitle ? <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">{content.subtitle}</p> : null}
      {showCta && (
        <div data-testid="chat-cta" className="my-2 space-y-2 text-sm">
          <p className="text-slate-700 dark:text-slate-300">{chatTexts.noPerfectMatches}</p>
          <div className="flex flex-wrap gap-2">
            {!revealed && (
              <button
                type="button"
                data-testid="chat-cta-close"
                onClick={() => setRevealed(true)}
                className={`rounded-full border border-indigo-300 px-3 py-1 text-indigo-700 hover:bg-indigo-50 dark:border-indigo-700 dark:text-indigo-300 dark:hover:bg-indigo-950 ${focusRing}`}
              >
                {met ? chatTexts.showCloseMatches(met[0], met[1]) : chatTexts.showCloseMatchesPlain}
              </button>
            )}
            <button
              type="button"
              data-testid="chat-cta-criteria"
              aria-expanded={criteria.length ? panel === "pick" : undefined}
              onClick={() => {
                if (criteria.length) return setPanel(panel === "pick" ? null : "pick");
                setDraft(chatTexts.pickCriteriaPrefill(content.criteriaText || question));
                requestInputFocus();
              }}
              className={`rounded-full border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
            >
              {chatTexts.pickCriteria}
            </button>
            <button
              type="button"
              data-testid="chat-cta-refine"
              aria-expanded={criteria.length ? panel === "tune" : undefined}
              onClick={() => {
                if (criteria.length) return setPanel(panel === "tune" ? null : "tune");
                setDraft(question);
                requestInputFocus();
              }}
              className={`rounded-full border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
            >
              {chatTexts.fineTuneSearch}
            </button>
          </div>
          {panel === "pick" && <PickCriteria question={question} criteria={criteria} />}
          {panel === "tune" && <FineTune question={question} criteria={criteria} />}
        </div>
      )}
      {tableVisible && content.data.length > 0 && <ResultsTable content={content} />}
      {complete && content.type === "games" && content.matchType === "perfect" && content.data.length > 0 && question && (
        <SaveQuestionButton question={question} />
      )}
    </section>
  );
}
