import { SteadyLink } from "@/components/navigation/steady-link";
import { AppError } from "@/lib/server/errors";
import { getGroup, listGroups, type GroupRecord } from "@/lib/data/groups";
import { texts } from "@/lib/ui/texts";
import { buttonClassName } from "@/components/ui/button";
import { EmptyRow, TBody, THead, Table, Td, Th, Tr } from "@/components/ui/table";
import type { AdminLayout } from "./admin-area";
import { adminHref, type AdminParams } from "./admin-url";
import { CreateGroupForm } from "./create-group-form";
import { GroupPanel } from "./group-panel";

const GROUPS_PER_PAGE = 20;

async function groupsPage(token: string | undefined): Promise<{ groups: GroupRecord[]; next_token: string | null; restarted: boolean }> {
  try {
    return { ...(await listGroups({ nextToken: token, limit: GROUPS_PER_PAGE })), restarted: false };
  } catch (error) {
    // A stale or edited address: start from the first page rather than fail the whole tab.
    if (error instanceof AppError && error.field === "next_token") return { ...(await listGroups({ limit: GROUPS_PER_PAGE })), restarted: true };
    throw error;
  }
}

/** Groups: create, the list by precedence (paged by next_token), and the selected group's panel with its members. */
export async function GroupsTab({ layout, basePath, params }: { layout: AdminLayout; basePath: string; params: AdminParams }) {
  const [{ groups, next_token, restarted }, selected] = await Promise.all([
    groupsPage(params.groups_token),
    params.group ? getGroup({ name: params.group }) : Promise.resolve(null),
  ]);
  const density = layout === "dense" ? "compact" : "comfortable";
  const onLaterPage = !!params.groups_token && !restarted;

  return (
    <div className="space-y-6">
      <CreateGroupForm basePath={basePath} params={params} />
      <div className={`grid gap-6 ${selected ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]" : ""}`}>
        <div className="min-w-0 space-y-3">
          <Table density={density} data-testid="groups-table">
            <THead>
              <tr>
                <Th>{texts.admin.groupNameLabel}</Th>
                <Th>{texts.admin.descriptionLabel}</Th>
                <Th className="text-right">{texts.admin.precedenceLabel}</Th>
                <Th className="text-right">{texts.admin.membersColumn}</Th>
              </tr>
            </THead>
            <TBody>
              {groups.length === 0 && (
                <EmptyRow colSpan={4} testId="groups-empty">
                  {texts.admin.noGroups}
                </EmptyRow>
              )}
              {groups.map((group) => (
                <Tr key={group.id} data-testid="group-row" data-group={group.group_name} selected={selected?.id === group.id}>
                  <Td>
                    <SteadyLink
                      href={adminHref(basePath, params, { group: group.group_name })}
                      scroll={false}
                      data-testid="group-open"
                      className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {group.group_name}
                    </SteadyLink>
                  </Td>
                  <Td className="text-slate-600 dark:text-slate-300">{group.description ?? "—"}</Td>
                  <Td className="text-right tabular-nums">{group.precedence}</Td>
                  <Td className="text-right tabular-nums" data-testid="group-row-members">
                    {group.member_count}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          {(onLaterPage || next_token) && (
            <nav aria-label="Group pages" className="flex justify-between text-sm">
              {onLaterPage ? (
                <SteadyLink
                  href={adminHref(basePath, params, { groups_token: null })}
                  data-testid="groups-first-page"
                  className={buttonClassName({ variant: "secondary", size: "sm" })}
                >
                  {texts.admin.firstPage}
                </SteadyLink>
              ) : (
                <span />
              )}
              {next_token && (
                <SteadyLink
                  href={adminHref(basePath, params, { groups_token: next_token })}
                  data-testid="groups-next-page"
                  className={buttonClassName({ variant: "secondary", size: "sm" })}
                >
                  {texts.admin.nextPage}
                </SteadyLink>
              )}
            </nav>
          )}
        </div>
        {selected ? (
          <GroupPanel key={selected.id} group={selected} basePath={basePath} params={params} density={density} />
        ) : (
          params.group && (
            <p data-testid="group-detail-missing" className="text-sm text-slate-500">
              {texts.admin.groupNotFound(params.group)}
            </p>
          )
        )}
      </div>
    </div>
  );
}
