import { SteadyLink } from "@/components/navigation/steady-link";
import type { AdminUserRecord } from "@/lib/data/admin";
import { texts } from "@/lib/ui/texts";
import { EmptyRow, TBody, THead, Table, Td, Th, Tr, type TableDensity } from "@/components/ui/table";
import { adminHref, type AdminParams } from "./admin-url";
import { DateTime } from "./date-time";
import { RoleLabel, StatusBadge } from "./status-badge";

/** The accounts of one page; a username opens the account's panel (?user=id), keeping the filters. */
export function UsersTable({ users, basePath, params, density }: { users: AdminUserRecord[]; basePath: string; params: AdminParams; density: TableDensity }) {
  const columns = texts.admin.columns;
  const dense = density === "compact";
  return (
    <Table density={density} data-testid="users-table">
      <THead>
        <tr>
          <Th>{columns.username}</Th>
          <Th>{columns.email}</Th>
          <Th>{columns.role}</Th>
          <Th>{columns.status}</Th>
          {dense && <Th>{columns.groups}</Th>}
          <Th>{columns.created}</Th>
          {dense && <Th>{columns.lastSignIn}</Th>}
        </tr>
      </THead>
      <TBody>
        {users.length === 0 && (
          <EmptyRow colSpan={dense ? 7 : 5} testId="users-empty">
            {texts.admin.noUsers}
          </EmptyRow>
        )}
        {users.map((user) => (
          <Tr key={user.id} data-testid="user-row" data-username={user.username} selected={params.user === user.id}>
            <Td>
              <SteadyLink
                href={adminHref(basePath, params, { user: user.id })}
                scroll={false}
                data-testid="user-open"
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {user.username}
              </SteadyLink>
            </Td>
            <Td className="break-all">{user.email}</Td>
            <Td>
              <RoleLabel role={user.role} />
            </Td>
            <Td>
              <StatusBadge status={user.status} testId="user-row-status" />
            </Td>
            {dense && <Td>{user.groups.join(", ") || "—"}</Td>}
            <Td>
              <DateTime value={user.created_at} />
            </Td>
            {dense && (
              <Td>
                <DateTime value={user.last_sign_in_at} />
              </Td>
            )}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
