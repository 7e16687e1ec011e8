"use client";

import { useState, type FormEvent } from "react";
import { SteadyLink } from "@/components/navigation/steady-link";
import { useRouter } from "next/navigation";
import type { AdminUserView } from "@/lib/data/admin";
import { apiDelete, apiPost } from "@/lib/client/fetcher";
import { texts } from "@/lib/ui/texts";
import { Button, buttonClassName } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Select } from "@/components/ui/input";
import { DateTime } from "./date-time";
import { Notice } from "./notice";
import { AdminPasswordField } from "./password-field";
import { RoleLabel, StatusBadge } from "./status-badge";
import { useAdminAction } from "./use-admin-action";

interface UserDetailPanelProps {
  user: AdminUserView;
  /** Every group's name, for the add-to-group picker. */
  groupNames: string[];
  /** The list without this user selected (where closing and deleting lead). */
  closeHref: string;
  compact?: boolean;
}

/** One account: its facts, its groups, and the actions the signed-in administrator may take on it. */
export function UserDetailPanel({ user, groupNames, closeHref, compact = false }: UserDetailPanelProps) {
  const router = useRouter();
  const { run, busy, notice, errorFor } = useAdminAction();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  const ref = { user_id: user.id };

  async function deleteUser() {
    const done = await run("delete", () => apiDelete("/delete-user", ref), { refresh: false });
    setConfirmingDelete(false);
    if (done) router.push(closeHref);
  }

  const facts: Array<[string, React.ReactNode, string]> = [
    [
      texts.admin.columns.email,
      <span key="email" className="break-all">
        {user.email}
      </span>,
      "user-detail-email",
    ],
    [texts.admin.columns.role, <RoleLabel key="role" role={user.role} />, "user-detail-role"],
    [texts.admin.columns.status, <StatusBadge key="status" status={user.status} />, "user-detail-status"],
    [texts.admin.columns.created, <DateTime key="created" value={user.created_at} />, "user-detail-created"],
    [texts.admin.columns.lastSignIn, <DateTime key="signin" value={user.last_sign_in_at} />, "user-detail-last-sign-in"],
  ];

  return (
    <section
      aria-labelledby="user-detail-title"
      data-testid="user-detail"
      data-username={user.username}
      className={`space-y-4 rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark-muted ${compact ? "p-4 text-sm" : "p-5"}`}
    >
      <header className="flex items-start justify-between gap-2">
        <h2 id="user-detail-title" className="text-lg font-semibold" data-testid="user-detail-username">
          {user.username}
        </h2>
        <SteadyLink href={closeHref} scroll={false} data-testid="user-detail-close" className={buttonClassName({ variant: "ghost", size: "sm" })}>
          {texts.admin.close}
        </SteadyLink>
      </header>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {facts.map(([label, value, testId]) => (
          <div key={testId} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>

      <Notice message={notice} testId="user-detail-notice" />
      {user.allowed_actions.length === 0 && (
        <p data-testid="user-detail-read-only" className="text-sm text-slate-500">
          {texts.admin.readOnlyAccount}
        </p>
      )}

      <UserActions user={user} run={run} busy={busy} onSetPassword={() => setSettingPassword(true)} onDelete={() => setConfirmingDelete(true)} />

      <UserGroups user={user} groupNames={groupNames} run={run} busy={busy} />

      <Dialog open={confirmingDelete} onClose={() => setConfirmingDelete(false)} title={texts.admin.deleteUserTitle} testId="user-delete-dialog">
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts.admin.deleteUserBody(user.username)}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" data-testid="user-delete-cancel" onClick={() => setConfirmingDelete(false)}>
            {texts.admin.cancel}
          </Button>
          <Button variant="danger" data-testid="user-delete-confirm" disabled={busy !== null} onClick={deleteUser}>
            {texts.admin.deleteUserConfirm}
          </Button>
        </div>
      </Dialog>

      <SetPasswordDialog user={user} open={settingPassword} onClose={() => setSettingPassword(false)} run={run} busy={busy} errorFor={errorFor} />
    </section>
  );
}

type AdminRun = ReturnType<typeof useAdminAction>["run"];

/** What the actions of the panel share: the user, and the one admin call at a time. */
interface UserActionProps {
  user: AdminUserView;
  run: AdminRun;
  busy: string | null;
}

const mayOn = (user: AdminUserView) => (action: AdminUserView["allowed_actions"][number]) => user.allowed_actions.includes(action);

/** Disable or enable, set or reset the password, delete: the buttons of the actions allowed on this account. */
function UserActions({ user, run, busy, onSetPassword, onDelete }: UserActionProps & { onSetPassword: () => void; onDelete: () => void }) {
  const may = mayOn(user);
  const ref = { user_id: user.id };
  return (
    <div className="flex flex-wrap gap-2">
      {user.status === "active" && may("disable") && (
        <Button
          variant="secondary"
          size="sm"
          data-testid="user-disable"
          disabled={busy !== null}
          onClick={() => run("disable", () => apiPost("/disable-user", ref), { success: () => texts.admin.userDisabled(user.username) })}
        >
          {texts.admin.disable}
        </Button>
      )}
      {user.status !== "active" && may("enable") && (
        <Button
          variant="secondary"
          size="sm"
          data-testid="user-enable"
          disabled={busy !== null}
          onClick={() => run("enable", () => apiPost("/enable-user", ref), { success: () => texts.admin.userEnabled(user.username) })}
        >
          {texts.admin.enable}
        </Button>
      )}
      {may("set_password") && (
        <Button variant="secondary" size="sm" data-testid="user-set-password" disabled={busy !== null} onClick={onSetPassword}>
          {texts.admin.setPassword}
        </Button>
      )}
      {may("reset_password") && (
        <Button
          variant="secondary"
          size="sm"
          data-testid="user-reset-password"
          disabled={busy !== null}
          onClick={() =>
            run("reset-password", () => apiPost<{ email: string }>("/reset-user-password", ref), {
              success: (result) => texts.admin.resetSent(result.email),
              refresh: false,
            })
          }
        >
          {texts.admin.resetPassword}
        </Button>
      )}
      {may("delete") && (
        <Button variant="danger" size="sm" data-testid="user-delete" disabled={busy !== null} onClick={onDelete}>
          {texts.admin.delete}
        </Button>
      )}
    </div>
  );
}

/** The user's groups, each removable, and a picker to add one (with the right to manage groups). */
function UserGroups({ user, groupNames, run, busy }: UserActionProps & { groupNames: string[] }) {
  const [groupToAdd, setGroupToAdd] = useState("");
  const may = mayOn(user);
  const ref = { user_id: user.id };
  const addableGroups = groupNames.filter((name) => !user.groups.includes(name));
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">{texts.admin.userGroupsTitle}</h3>
      {user.groups.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="user-groups-empty">
          {texts.admin.noUserGroups}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="user-groups">
          {user.groups.map((group) => (
            <li
              key={group}
              data-testid="user-group-row"
              data-group={group}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-sm dark:bg-slate-800"
            >
              {group}
              {may("manage_groups") && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${texts.admin.remove} ${group}`}
                  data-testid="user-group-remove"
                  disabled={busy !== null}
                  onClick={() =>
                    run(`remove-${group}`, () => apiPost("/remove-user-from-group", { ...ref, group_name: group }), {
                      success: () => texts.admin.memberRemoved(user.username, group),
                    })
                  }
                >
                  ×
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {may("manage_groups") && addableGroups.length > 0 && (
        <form
          className="flex gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!groupToAdd) return;
            const done = await run("add-group", () => apiPost("/add-user-to-group", { ...ref, group_name: groupToAdd }), {
              success: () => texts.admin.memberAdded(user.username, groupToAdd),
            });
            if (done) setGroupToAdd("");
          }}
        >
          <Select
            data-testid="user-group-picker"
            aria-label={texts.admin.groupLabel}
            value={groupToAdd}
            onChange={(event) => setGroupToAdd(event.target.value)}
            className="flex-1"
          >
            <option value="">{texts.admin.noGroup}</option>
            {addableGroups.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
          <Button type="submit" size="sm" data-testid="user-group-add" disabled={!groupToAdd || busy !== null}>
            {texts.admin.addToGroup}
          </Button>
        </form>
      )}
    </div>
  );
}

/** The dialog where an administrator sets the user's password. */
function SetPasswordDialog({
  user,
  open,
  onClose,
  run,
  busy,
  errorFor,
}: UserActionProps & { open: boolean; onClose: () => void; errorFor: (field: string) => string | null }) {
  const [password, setPassword] = useState("");

  async function setNewPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await run("set-password", () => apiPost("/set-user-password", { user_id: user.id, password }), {
      success: () => texts.admin.passwordSet(user.username),
    });
    if (done) {
      setPassword("");
      onClose();
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={texts.admin.setPasswordTitle(user.username)} testId="user-set-password-dialog">
      <form onSubmit={setNewPassword} className="space-y-4" noValidate>
        <AdminPasswordField
          testId="user-new-password"
          hint={texts.admin.setPasswordHint}
          error={errorFor("password")}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" data-testid="user-set-password-cancel" onClick={onClose}>
            {texts.admin.cancel}
          </Button>
          <Button type="submit" data-testid="user-set-password-submit" disabled={!password || busy !== null}>
            {texts.admin.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
