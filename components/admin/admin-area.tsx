import { SteadyLink } from "@/components/navigation/steady-link";
import { Suspense } from "react";
import type { SessionUser } from "@/lib/auth/guard";
import { texts } from "@/lib/ui/texts";
import { buttonClassName } from "@/components/ui/button";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import { ADMIN_TABS, adminHref, adminTabOf, tabHref, type AdminParams } from "./admin-url";
import { AuditTab } from "./audit-tab";
import { GroupsTab } from "./groups-tab";
import { OutboxTab } from "./outbox-tab";
import { UsersTab } from "./users-tab";

/** standard (/admin-page): tabs above a roomy page. dense (/admin-v2): a side menu, full width, compact tables. */
export type AdminLayout = "standard" | "dense";

export const ADMIN_PATHS: Record<AdminLayout, string> = { standard: "/admin-page", dense: "/admin-v2" };

interface AdminAreaProps {
  actor: SessionUser;
  layout: AdminLayout;
  params: AdminParams;
}

/** The administration: users, groups, the audit log and the outbox, one tab rendered at a time from the address. */
export function AdminArea({ actor, layout, params }: AdminAreaProps) {
  const basePath = ADMIN_PATHS[layout];
  const otherLayout: AdminLayout = layout === "standard" ? "dense" : "standard";
  const tab = adminTabOf(params);
  const dense = layout === "dense";
  const items = ADMIN_TABS.map((id) => ({ id, label: texts.admin.tabs[id], href: tabHref(basePath, id) }));
  const shared = { layout, basePath, params };

  const content = (
    <Suspense key={tab} fallback={<TableSkeleton testId="admin-loading" rows={dense ? 10 : 6} />}>
      {tab === "users" && <UsersTab actor={actor} {...shared} />}
      {tab === "groups" && <GroupsTab {...shared} />}
      {tab === "audit" && <AuditTab {...shared} />}
      {tab === "outbox" && <OutboxTab viewerRole={actor.role} {...shared} />}
    </Suspense>
  );

  return (
    <main data-testid="admin-area" data-layout={layout} data-tab={tab} className={dense ? "space-y-4 px-4 py-4" : "mx-auto max-w-6xl space-y-6 px-6 py-8"}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={dense ? "text-xl font-bold tracking-tight" : "text-3xl font-bold tracking-tight"}>{texts.admin.title}</h1>
          {!dense && <p className="mt-1 text-slate-600 dark:text-slate-400">{texts.admin.subtitle}</p>}
        </div>
        <div className="flex gap-2">
          <SteadyLink
            href="/invite-users-page"
            data-testid="admin-invite-link"
            className={buttonClassName({ variant: "secondary", size: dense ? "sm" : "md" })}
          >
            {texts.admin.inviteUsersLink}
          </SteadyLink>
          <SteadyLink
            href={adminHref(ADMIN_PATHS[otherLayout], params)}
            data-testid="admin-layout-switch"
            className={buttonClassName({ variant: "ghost", size: dense ? "sm" : "md" })}
          >
            {otherLayout === "dense" ? texts.admin.denseLayoutLink : texts.admin.standardLayoutLink}
          </SteadyLink>
        </div>
      </header>
      {dense ? (
        <div className="flex gap-6">
          <Tabs items={items} active={tab} orientation="vertical" label={texts.admin.title} />
          <div className="min-w-0 flex-1">{content}</div>
        </div>
      ) : (
        <>
          <Tabs items={items} active={tab} label={texts.admin.title} />
          {content}
        </>
      )}
    </main>
  );
}
