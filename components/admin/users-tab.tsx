import type { SessionUser } from "@/lib/auth/guard";
import { creatableRoles, getUser, listUsers, withAllowedActions } from "@/lib/data/admin";
import { listGroupNames } from "@/lib/data/groups";
import { texts } from "@/lib/ui/texts";
import { adminHref, pageOf, type AdminParams } from "./admin-url";
import { CreateUserDialog } from "./create-user-dialog";
import type { AdminLayout } from "./admin-area";
import { Pager } from "./pager";
import { UserDetailPanel } from "./user-detail-panel";
import { UserFilters } from "./user-filters";
import { UsersTable } from "./users-table";

const STATUSES = ["active", "disabled", "unconfirmed"] as const;
const ROLES = ["analyst", "admin", "super-admin"] as const;
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | null => (values.includes(value as T) ? (value as T) : null);

/** Users: search and filters, the table, paging, the selected account's panel, and the create forms. */
export async function UsersTab({ actor, layout, basePath, params }: { actor: SessionUser; layout: AdminLayout; basePath: string; params: AdminParams }) {
  const page = pageOf(params);
  const [{ users, pageInfo }, selected, groupNames] = await Promise.all([
    listUsers({ search: params.search, status: oneOf(STATUSES, params.status), role: oneOf(ROLES, params.role), page }),
    params.user ? getUser({ ref: { userId: params.user } }) : Promise.resolve(null),
    listGroupNames(),
  ]);
  const roles = creatableRoles(actor.role);
  const dense = layout === "dense";

  return (
    <div className={`grid gap-6 ${selected ? (dense ? "xl:grid-cols-[1fr_320px]" : "lg:grid-cols-[1fr_380px]") : ""}`}>
      <div className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-start gap-2">
          <UserFilters basePath={basePath} params={params} />
          <div className="flex flex-wrap items-start gap-2">
            <CreateUserDialog mode="user" roles={roles} groupNames={groupNames} basePath={basePath} params={params} />
            {actor.role === "super-admin" && <CreateUserDialog mode="admin" roles={roles} groupNames={groupNames} basePath={basePath} params={params} />}
          </div>
        </div>
        <UsersTable users={users} basePath={basePath} params={params} density={dense ? "compact" : "comfortable"} />
        <Pager pageInfo={pageInfo} hrefFor={(target) => adminHref(basePath, params, { page: target, user: null })} testId="users-pager" />
      </div>
      {selected ? (
        <UserDetailPanel
          user={withAllowedActions(actor, selected)}
          groupNames={groupNames}
          closeHref={adminHref(basePath, params, { user: null })}
          compact={dense}
        />
      ) : (
        params.user && (
          <p data-testid="user-detail-missing" className="text-sm text-slate-500">
            {texts.admin.userNotFound}
          </p>
        )
      )}
    </div>
  );
}
