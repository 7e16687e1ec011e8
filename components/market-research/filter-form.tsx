"use client";

import { useState, type FormEvent } from "react";
import { Select } from "@/components/ui/input";
import { buttonClassName } from "@/components/ui/button";
import { RELEASE_DATE_FILTER_OPTIONS } from "@/lib/domain/release-categories";
import {
  DEVELOPER_SIZES,
  MARKET_COLUMNS,
  MARKET_RESEARCH_PATH,
  customRangeDays,
  exactDaysLabel,
  exactDaysOf,
  marketResearchHref,
  parseMarketResearchQuery,
  type MarketResearchQuery,
} from "@/lib/market-research/market-research-query";
import { formatInteger } from "@/lib/ui/format";
import { useViewNavigation } from "./view-navigation";

export interface FilterOptions {
  platforms: Array<{ id: number; name: string; games: number }>;
  datapoints: Array<{ id: string; label: string; description: string }>;
}

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500";
const LEGEND = "mb-1 block text-sm font-medium";

/**
 * The market-research filters. A plain GET form (it works before hydration and without JavaScript: the page turns
 * what it sends into the canonical URL); once hydrated it writes the canonical URL itself and navigates in place.
 */
export function FilterForm({ query, options }: { query: MarketResearchQuery; options: FilterOptions }) {
  const { pending, go } = useViewNavigation();
  const range = customRangeDays(query.release);
  const [release, setRelease] = useState(range ? "custom" : query.release);
  const exactDays = exactDaysLabel(query.release);
  // Exact days with both ends open the custom range on them, "Exactly these days" ticked.
  const bounds = exactDaysOf(query.release);
  const exactRange = bounds?.start && bounds.end ? { start: bounds.start, end: bounds.end } : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of data.entries()) if (typeof value === "string") params.append(key, value);
    const { query: next } = parseMarketResearchQuery(params);
    // Sort, page size and chart type are not form fields: they stay as they are; the page goes back to 1.
    const href = marketResearchHref({
      ...next,
      sort: query.sort,
      direction: query.direction,
      perPage: query.perPage,
      featureTypeId: query.featureTypeId,
      page: 1,
    });
    go(href);
  };

  return (
    <form action={MARKET_RESEARCH_PATH} method="get" onSubmit={submit} data-testid="market-filters" aria-busy={pending} className="space-y-4">
      {/* A feature filter comes from a link (a Lumos answer); the form keeps it while the other filters change. */}
      {query.featureIds.length > 0 && <input type="hidden" name="feature" value={query.featureIds.join(",")} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block text-sm font-medium">
          <span className="mb-1 block">Data point</span>
          <Select name="datapoint" defaultValue={query.datapoint} data-testid="filter-datapoint" className={FOCUS}>
            {options.datapoints.map((datapoint) => (
              <option key={datapoint.id} value={datapoint.id} title={datapoint.description}>
                {datapoint.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="block text-sm font-medium">
          <span className="mb-1 block">Platform</span>
          <Select name="platform" defaultValue={query.platformId === null ? "all" : String(query.platformId)} data-testid="filter-platform" className={FOCUS}>
            <option value="all">All platforms</option>
            {options.platforms.map((platform) => (
              <option key={platform.id} value={platform.id}>
                {platform.name} ({formatInteger(platform.games)})
              </option>
            ))}
          </Select>
        </label>
        <label className="block text-sm font-medium">
          <span className="mb-1 block">Release date</span>
          <Select name="release" value={release} onChange={(event) => setRelease(event.target.value)} data-testid="filter-release" className={FOCUS}>
            {RELEASE_DATE_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label[0].toUpperCase() + option.label.slice(1)}
              </option>
            ))}
            <option value="custom">Custom range…</option>
            {/* Exact days come from a link (a Lumos answer): kept as an option of their own so that the form keeps them. */}
            {exactDays && <option value={query.release}>{`Exact days: ${exactDays}`}</option>}
          </Select>
        </label>
        <label className="block text-sm font-medium">
          <span className="mb-1 block">Release status</span>
          <Select name="status" defaultValue={query.status} data-testid="filter-status" className={FOCUS}>
            <option value="all">All</option>
            <option value="upcoming">Upcoming</option>
          </Select>
        </label>
      </div>

      {release === "custom" && <CustomRange range={range ?? exactRange} exact={exactRange !== null} />}

      <SizesAndColumns query={query} />

      {/* Kept as they are when the filters change (the no-JavaScript submit carries them too). */}
      {query.sort !== "peak_players" && <input type="hidden" name="sort" value={query.sort} />}
      <input type="hidden" name="dir" value={query.direction} />
      {query.perPage !== 25 && <input type="hidden" name="per" value={query.perPage} />}
      {query.featureTypeId !== 1 && <input type="hidden" name="cls_type" value={query.featureTypeId} />}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClassName({ className: FOCUS })} data-testid="filter-apply" disabled={pending}>
          {pending ? "Applying…" : "Apply filters"}
        </button>
        <a
          href={MARKET_RESEARCH_PATH}
          className={`rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${FOCUS}`}
          data-testid="filter-reset"
        >
          Reset filters
        </a>
      </div>
    </form>
  );
}

/** The two days of a custom release range. */
function CustomRange({ range, exact }: { range: ReturnType<typeof customRangeDays>; exact: boolean }) {
  return (
    <fieldset className="flex flex-wrap items-end gap-4" data-testid="filter-custom-range">
      <legend className="sr-only">Custom release range</legend>
      <DayField label="From" name="from" value={range?.start} testId="filter-from" />
      <DayField label="To" name="to" value={range?.end} testId="filter-to" />
      <label className="inline-flex items-center gap-1.5 pb-2 text-sm">
        <input type="checkbox" name="exact" value="1" defaultChecked={exact} data-testid="filter-exact" className={`h-4 w-4 accent-indigo-600 ${FOCUS}`} />
        Exactly these days
      </label>
      <p className="w-full text-xs text-slate-500">
        Otherwise read as the release-date options: a range in the past by how long ago it ends (last 2 months, 6 months, 1 year or 5 years), one to come as the
        years it spans, one across today as the last year and this year.
      </p>
    </fieldset>
  );
}

/** Developer sizes, and the data points shown as columns. */
function SizesAndColumns({ query }: { query: MarketResearchQuery }) {
  return (
    <div className="flex flex-wrap gap-6">
      <fieldset>
        <legend className={LEGEND}>Developer size</legend>
        <div className="flex gap-4">
          {DEVELOPER_SIZES.map((size) => (
            <label key={size} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                name="size"
                value={size}
                defaultChecked={query.sizes.includes(size)}
                data-testid={`filter-size-${size}`}
                className={`h-4 w-4 accent-indigo-600 ${FOCUS}`}
              />
              {size}
            </label>
          ))}
        </div>
      </fieldset>
      <details className="min-w-0 flex-1" data-testid="filter-columns">
        <summary className={`cursor-pointer rounded text-sm font-medium ${FOCUS}`}>Data points shown ({query.columns.length} columns)</summary>
        <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {MARKET_COLUMNS.map((column) => (
            <label key={column.key} className="inline-flex items-center gap-1.5 text-sm" title={column.description}>
              <input
                type="checkbox"
                name="cols"
                value={column.key}
                defaultChecked={query.columns.includes(column.key)}
                data-testid={`column-${column.key}`}
                className={`h-4 w-4 accent-indigo-600 ${FOCUS}`}
              />
              {column.label}
            </label>
          ))}
        </div>
      </details>
    </div>
  );
}

function DayField({ label, name, value, testId }: { label: string; name: string; value: string | undefined; testId: string }) {
  return (
    <label className="block text-sm font-medium">
      <span className="mb-1 block">{label}</span>
      <input
        type="date"
        name={name}
        required
        defaultValue={value}
        data-testid={testId}
        className={`rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-surface-dark ${FOCUS}`}
      />
    </label>
  );
}
