import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { featureLink } from "@/lib/ui/feature-links";
import { DataTable } from "@/components/tables/data-table";
import { requirePageUser } from "@/lib/auth/guard";
import { getCategory } from "@/lib/data/classifications";
import { parseId } from "@/lib/domain/ids";
import { formatMonth } from "@/lib/ui/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Category" };

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /category-page?cls_type_id=… (and /categorypage): every classification of one type with players, share, rank and trend. */
export default async function CategoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageUser();
  const typeId = parseId(first((await searchParams).cls_type_id));
  const category = typeId === null ? null : await getCategory({ typeId });
  if (!category) {
    return (
      <main className="mx-auto w-full max-w-xl px-6 py-16 text-center" data-testid="category-not-found">
        <h1 className="text-2xl font-bold">Category not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {typeId === null ? "No category was given." : `There is no category with the id "${typeId}".`}
        </p>
        <SteadyLink
          href="/categories-page"
          className="mt-6 inline-block rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500"
        >
          All categories
        </SteadyLink>
      </main>
    );
  }
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <SteadyLink href="/categories-page" className="text-indigo-700 hover:underline dark:text-indigo-300">
          Categories
        </SteadyLink>{" "}
        / {category.classification_type_name}
      </nav>
      <header>
        <h1 className="text-2xl font-bold tracking-tight" data-testid="category-name">
          {category.classification_type_name}
        </h1>
        <p className="text-slate-600 dark:text-slate-400" data-testid="category-ranking">
          {category.features.length} classifications{category.rank_date ? `, ranked by their games' players in ${formatMonth(category.rank_date)}` : ""}.
        </p>
      </header>
      <section className="rounded-xl bg-white p-5 shadow-sm dark:bg-surface-dark-muted">
        <DataTable
          caption={`${category.classification_type_name} classifications`}
          csvName={`category-${category.classification_type_id}`}
          testId="category-table"
          empty="This category has no classifications."
          columns={[
            { key: "cls_rank", label: "Rank", format: "integer" },
            { key: "name", label: "Classification", href: "href" },
            { key: "player_count", label: "Players", format: "compact" },
            { key: "market_share", label: "Market share", format: "percent" },
            { key: "games", label: "Games", format: "integer" },
            { key: "trend_tag", label: "Trend" },
          ]}
          rows={category.features.map((feature) => ({
            ...feature,
            href: featureLink({
              cls_id: feature.cls_id,
              name: feature.name,
              type: category.classification_type_name,
              cls_type_id: category.classification_type_id,
            }),
          }))}
        />
      </section>
    </main>
  );
}
