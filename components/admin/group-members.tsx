"use client";

import { useCallback, useEffect, useState, type FormEvent } from "react";
import { USER_POOL_ID } from "@/lib/auth/session-policy";
import type { GroupMemberRecord } from "@/lib/data/groups";
import { ApiError, apiPost } from "@/lib/client/fetcher";
import { texts } from "@/lib/ui/texts";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { TableSkeleton } from "@/components/ui/skeleton";
import { EmptyRow, TBody, THead, Table, Td, Th, Tr, type TableDensity } from "@/components/ui/table";
import { Notice, type NoticeMessage } from "./notice";
import { RoleLabel, StatusBadge } from "./status-badge";
import { useAdminAction } from "./use-admin-action";

interface MembersPage {
  users: GroupMemberRecord[];
  next_token: string | null;
}

/**
 * A group's members, a page at a time through list-users-in-group's next_token (specification 000 §7). The tokens of
 * the pages already seen are kept, so Previous goes back without the server knowing page numbers. A 403 shows the
 * specification's text (000 §6); other failures 'Failed to fetch group members.' (000 §8). Key it by the group name.
 */
export function GroupMembers({ groupName, density, onChanged }: { groupName: string; density: TableDensity; onChanged?: () => void }) {
  const { run, busy, notice, errorFor } = useAdminAction();
  // tokens[i] is the next_token that fetched page i (null for the first page).
  const [tokens, setTokens] = useState<Array<string | null>>([null]);
  const [page, setPage] = useState<MembersPage | null>(null);
  const [loadError, setLoadError] = useState<NoticeMessage | null>(null);
  const [loading, setLoading] = useState(true);
  const [username, setUsername] = useState("");
  const current = tokens[tokens.length - 1];

  const load = useCallback(
    async (token: string | null) => {
      setLoading(true);
      setLoadError(null);
      try {
        setPage(await apiPost<MembersPage>("/list-users-in-group", { group_name: groupName, user_pool_id: USER_POOL_ID, next_token: token }));
      } catch (error) {
        const forbidden = error instanceof ApiError && error.type === "forbidden";
        setLoadError({ tone: "error", text: forbidden ? texts.groups.membersForbidden : texts.groups.membersFetchFailed });
        setPage(null);
      } finally {
        setLoading(false);
      }
    },
    [groupName],
  );

  useEffect(() => {
    void load(current);
  }, [load, current]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = username.trim();
    const result = await run("add-member", () => apiPost<{ changed: boolean }>("/add-user-to-group", { username: name, group_name: groupName }), {
      success: (outcome) => (outcome.changed ? texts.admin.memberAdded(name, groupName) : texts.admin.memberAlready(name, groupName)),
    });
    if (!result) return;
    setUsername("");
    onChanged?.();
    await load(current);
  }

  async function remove(member: GroupMemberRecord) {
    const result = await run(`remove-${member.id}`, () => apiPost("/remove-user-from-group", { user_id: member.id, group_name: groupName }), {
      success: () => texts.admin.memberRemoved(member.username, groupName),
    });
    if (!result) return;
    onChanged?.();
    // The last member of a later page leaves: show the page before it.
    if (page && page.users.length === 1 && tokens.length > 1) setTokens((list) => list.slice(0, -1));
    else await load(current);
  }

  return (
    <section aria-labelledby="group-members-title" data-testid="group-members" className="space-y-3">
      <h3 id="group-members-title" className="text-sm font-semibold">
        {texts.admin.membersTitle(groupName)}
      </h3>
      <form onSubmit={add} noValidate className="flex items-end gap-2" data-testid="group-member-add-form">
        <Field label={texts.admin.memberUsernameLabel} error={errorFor("username")} className="flex-1">
          <Input
            data-testid="group-member-username"
            autoComplete="off"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-invalid={!!errorFor("username")}
          />
        </Field>
        <Button type="submit" data-testid="group-member-add" disabled={!username.trim() || busy !== null}>
          {texts.admin.addMember}
        </Button>
      </form>
      <Notice message={notice} testId="group-members-notice" />
      <Notice message={loadError} testId="group-members-error" />
      {loading && !page ? (
        <TableSkeleton rows={4} testId="group-members-loading" />
      ) : (
        page && <MembersTable users={page.users} density={density} loading={loading} removing={busy !== null} onRemove={remove} />
      )}
      <nav aria-label="Member pages" className="flex items-center justify-between text-sm">
        <Button
          variant="secondary"
          size="sm"
          data-testid="group-members-previous"
          disabled={tokens.length <= 1 || loading}
          onClick={() => setTokens((list) => list.slice(0, -1))}
        >
          {texts.admin.previousPage}
        </Button>
        <span data-testid="group-members-page" className="text-slate-500">
          {texts.admin.memberPage(tokens.length)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          data-testid="group-members-next"
          disabled={!page?.next_token || loading}
          onClick={() => page?.next_token && setTokens((list) => [...list, page.next_token])}
        >
          {texts.admin.nextPage}
        </Button>
      </nav>
    </section>
  );
}

/** One page of members, each with its Remove button. */
function MembersTable({
  users,
  density,
  loading,
  removing,
  onRemove,
}: {
  users: GroupMemberRecord[];
  density: TableDensity;
  loading: boolean;
  /** An action is under way: the Remove buttons wait for it. */
  removing: boolean;
  onRemove: (member: GroupMemberRecord) => void;
}) {
  return (
    <Table density={density} data-testid="group-members-table" aria-busy={loading}>
      <THead>
        <tr>
          <Th>{texts.admin.columns.username}</Th>
          <Th>{texts.admin.columns.email}</Th>
          <Th>{texts.admin.columns.role}</Th>
          <Th>{texts.admin.columns.status}</Th>
          <Th>
            <span className="sr-only">{texts.admin.remove}</span>
          </Th>
        </tr>
      </THead>
      <TBody>
        {users.length === 0 && (
          <EmptyRow colSpan={5} testId="group-members-empty">
            {texts.admin.noMembers}
          </EmptyRow>
        )}
        {users.map((member) => (
          <Tr key={member.id} data-testid="group-member-row" data-username={member.username}>
            <Td className="font-medium">{member.username}</Td>
            <Td className="break-all">{member.email}</Td>
            <Td>
              <RoleLabel role={member.role} />
            </Td>
            <Td>
              <StatusBadge status={member.status} />
            </Td>
            <Td className="text-right">
              <Button variant="ghost" size="sm" data-testid="group-member-remove" disabled={removing} onClick={() => onRemove(member)}>
                {texts.admin.remove}
              </Button>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
