import { listAuditLog } from "@/lib/data/admin";
import { texts } from "@/lib/ui/texts";
import { EmptyRow, TBody, THead, Table, Td, Th, Tr } from "@/components/ui/table";
import type { AdminLayout } from "./admin-area";
import { adminHref, pageOf, type AdminParams } from "./admin-url";
import { DateTime } from "./date-time";
import { Pager } from "./pager";

/** The detail of an entry without what the other columns already say. */
function detailText(detail: Record<string, unknown> | null): string {
  if (!detail) return "";
  return Object.entries(detail)
    .filter(([key]) => key !== "username" && key !== "email")
    .map(([key, value]) => `${key}: ${typeof value === "object" && value !== null ? JSON.stringify(value) : String(value)}`)
    .join(" · ");
}

/** What administrators did, newest first, 100 a page. */
export async function AuditTab({ layout, basePath, params }: { layout: AdminLayout; basePath: string; params: AdminParams }) {
  const { entries, pageInfo } = await listAuditLog({ page: pageOf(params) });
  const columns = texts.admin.auditColumns;
  return (
    <div className="space-y-3">
      <Table density={layout === "dense" ? "compact" : "comfortable"} data-testid="audit-table">
        <THead>
          <tr>
            <Th>{columns.when}</Th>
            <Th>{columns.actor}</Th>
            <Th>{columns.action}</Th>
            <Th>{columns.target}</Th>
            <Th>{columns.detail}</Th>
          </tr>
        </THead>
        <TBody>
          {entries.length === 0 && (
            <EmptyRow colSpan={5} testId="audit-empty">
              {texts.admin.noAuditEntries}
            </EmptyRow>
          )}
          {entries.map((entry) => (
            <Tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
              <Td>
                <DateTime value={entry.created_at} />
              </Td>
              <Td data-testid="audit-actor">
                {entry.actor_username ?? <span className="text-slate-500 dark:text-slate-400">{texts.admin.formerAccount}</span>}
              </Td>
              <Td>
                <code data-testid="audit-action" className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">
                  {entry.action}
                </code>
              </Td>
              <Td data-testid="audit-target" className="break-all">
                {entry.target_label ?? entry.target_id ?? "—"}
              </Td>
              <Td className="max-w-md break-words text-xs text-slate-500">{detailText(entry.detail)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <Pager pageInfo={pageInfo} hrefFor={(page) => adminHref(basePath, params, { page })} testId="audit-pager" />
    </div>
  );
}
