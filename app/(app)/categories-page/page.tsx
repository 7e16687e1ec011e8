import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { requirePageUser } from "@/lib/auth/guard";
import { listCategoryTiles } from "@/components/categories/category-tiles";
import { CATEGORY_DESCRIPTION, categoryHref } from "@/lib/ui/categories";

export const metadata: Metadata = { title: "Categories" };

/** /categories-page (and /categoriespage): the 18 classification types to browse, and Steam tags after a real import. */
export default async function CategoriesPage() {
  await requirePageUser();
  const tiles = await listCategoryTiles();
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Categories</h1>
        <p className="text-slate-600 dark:text-slate-400">Browse every classification of a kind, ranked by players.</p>
      </header>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-tiles">
        {tiles.map((tile) => (
          <li key={tile.typeId}>
            <SteadyLink
              href={categoryHref(tile)}
              className={`block h-full rounded-xl p-5 text-white shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${tile.colour}`}
            >
              <span className="text-lg font-semibold">{tile.name}</span>
              <span className="mt-1 block text-sm text-white">{CATEGORY_DESCRIPTION}</span>
            </SteadyLink>
          </li>
        ))}
      </ul>
    </main>
  );
}
