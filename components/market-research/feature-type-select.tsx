"use client";

import { Select } from "@/components/ui/input";
import { MARKET_RESEARCH_PATH, marketResearchHref, type MarketResearchQuery } from "@/lib/market-research/market-research-query";
import { useViewNavigation } from "./view-navigation";

/** Chooses the classification type of the share-of-players chart; a GET form without JavaScript. */
export function FeatureTypeSelect({ query, types }: { query: MarketResearchQuery; types: Array<{ id: number; name: string }> }) {
  const { pending, go } = useViewNavigation();
  const hidden = new URLSearchParams(marketResearchHref(query).split("?")[1] ?? "");
  hidden.delete("cls_type");
  return (
    <form action={MARKET_RESEARCH_PATH} method="get" className="flex items-center gap-2" aria-busy={pending}>
      {[...hidden.entries()].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="feature-type" className="whitespace-nowrap text-sm font-medium">
        Feature type
      </label>
      <Select
        id="feature-type"
        name="cls_type"
        defaultValue={String(query.featureTypeId)}
        data-testid="feature-type"
        className="w-auto focus-visible:outline-2 focus-visible:outline-indigo-500"
        onChange={(event) => go(marketResearchHref(query, { featureTypeId: Number(event.target.value) }))}
      >
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </Select>
      <noscript>
        <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 text-xs">
          Show
        </button>
      </noscript>
    </form>
  );
}
