import { Skeleton, TableSkeleton } from "@/components/ui/skeleton";

/** The shape of an admin page while it loads: a title, a tab bar and a table. */
export function AdminPageSkeleton() {
  return (
    <main data-testid="admin-page-loading" className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-9 w-96" />
      <TableSkeleton rows={8} />
    </main>
  );
}
