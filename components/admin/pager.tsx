import { SteadyLink } from "@/components/navigation/steady-link";
import type { PageInfo } from "@/lib/data/query";
import { texts } from "@/lib/ui/texts";
import { buttonClassName } from "@/components/ui/button";

/** Previous / "Page n of m" / Next for a numbered list; `hrefFor` builds a page's address. */
export function Pager({ pageInfo, hrefFor, testId = "pager" }: { pageInfo: PageInfo; hrefFor: (page: number) => string; testId?: string }) {
  if (pageInfo.lastPage <= 1 && pageInfo.currentPage <= 1) return null;
  return (
    <nav aria-label="Pages" data-testid={testId} className="flex items-center justify-between gap-4 text-sm">
      {pageInfo.prevPage ? (
        <SteadyLink href={hrefFor(pageInfo.prevPage)} data-testid={`${testId}-previous`} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          {texts.admin.previousPage}
        </SteadyLink>
      ) : (
        <span />
      )}
      <span data-testid={`${testId}-status`} className="text-slate-500">
        {texts.admin.pageOf(Math.min(pageInfo.currentPage, pageInfo.lastPage), pageInfo.lastPage)}
      </span>
      {pageInfo.nextPage ? (
        <SteadyLink href={hrefFor(pageInfo.nextPage)} data-testid={`${testId}-next`} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          {texts.admin.nextPage}
        </SteadyLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
