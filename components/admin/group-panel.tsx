"use client";

import { useState, type FormEvent } from "react";
import { SteadyLink } from "@/components/navigation/steady-link";
import { useRouter } from "next/navigation";
import type { GroupRecord } from "@/lib/data/groups";
import { apiPost } from "@/lib/client/fetcher";
import { texts } from "@/lib/ui/texts";
import { Button, buttonClassName } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/input";
import type { TableDensity } from "@/components/ui/table";
import { adminHref, type AdminParams } from "./admin-url";
import { DateTime } from "./date-time";
import { GroupMembers } from "./group-members";
import { Notice } from "./notice";
import { useAdminAction } from "./use-admin-action";

/** One group: edit its name, description and precedence, delete it (with confirmation), and its members. */
export function GroupPanel({ group, basePath, params, density }: { group: GroupRecord; basePath: string; params: AdminParams; density: TableDensity }) {
  const router = useRouter();
  const { run, busy, notice, errorFor } = useAdminAction();
  const [name, setName] = useState(group.group_name);
  const [description, setDescription] = useState(group.description ?? "");
  const [precedence, setPrecedence] = useState(String(group.precedence));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const closeHref = adminHref(basePath, params, { group: null });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = {
      group_name: group.group_name,
      description: description.trim() || null,
      precedence: precedence === "" ? group.precedence : Number(precedence),
      ...(name.trim() !== group.group_name ? { new_group_name: name.trim() } : {}),
    };
    const saved = await run("save", () => apiPost<{ group: GroupRecord }>("/update-group", changes), {
      success: (result) => texts.admin.groupUpdated(result.group.group_name),
      refresh: false,
    });
    if (!saved) return;
    if (saved.group.group_name !== group.group_name) router.replace(adminHref(basePath, params, { group: saved.group.group_name }), { scroll: false });
    router.refresh();
  }

  async function remove() {
    const deleted = await run("delete", () => apiPost("/delete-group", { group_name: group.group_name }), { refresh: false });
    setConfirmingDelete(false);
    if (!deleted) return;
    router.push(closeHref, { scroll: false });
    router.refresh();
  }

  return (
    <section
      aria-labelledby="group-panel-title"
      data-testid="group-detail"
      data-group={group.group_name}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-surface-dark-muted"
    >
      <header className="flex items-start justify-between gap-2">
        <div>
          <h2 id="group-panel-title" className="text-lg font-semibold" data-testid="group-detail-name">
            {group.group_name}
          </h2>
          <p className="text-xs text-slate-500">
            {texts.admin.memberCount(group.member_count)} · <DateTime value={group.created_at} />
          </p>
        </div>
        <SteadyLink href={closeHref} scroll={false} data-testid="group-detail-close" className={buttonClassName({ variant: "ghost", size: "sm" })}>
          {texts.admin.close}
        </SteadyLink>
      </header>

      <form onSubmit={save} noValidate className="space-y-3" data-testid="group-edit-form">
        <Field label={texts.admin.newGroupNameLabel} error={errorFor("new_group_name")}>
          <Input data-testid="group-edit-name" value={name} onChange={(event) => setName(event.target.value)} aria-invalid={!!errorFor("new_group_name")} />
        </Field>
        <Field label={texts.admin.descriptionLabel} error={errorFor("description")}>
          <Input data-testid="group-edit-description" value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <Field label={texts.admin.precedenceLabel} hint={texts.admin.precedenceHint} error={errorFor("precedence")}>
          <Input
            data-testid="group-edit-precedence"
            type="number"
            min={0}
            step={1}
            value={precedence}
            onChange={(event) => setPrecedence(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-between gap-2">
          <Button type="submit" data-testid="group-save" disabled={busy !== null || !name.trim()}>
            {texts.admin.saveGroup}
          </Button>
          <Button variant="danger" data-testid="group-delete" disabled={busy !== null} onClick={() => setConfirmingDelete(true)}>
            {texts.admin.deleteGroup}
          </Button>
        </div>
        <Notice message={notice} testId="group-detail-notice" />
      </form>

      <GroupMembers key={group.group_name} groupName={group.group_name} density={density} onChanged={() => router.refresh()} />

      <Dialog open={confirmingDelete} onClose={() => setConfirmingDelete(false)} title={texts.admin.deleteGroupTitle} testId="group-delete-dialog">
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts.admin.deleteGroupBody(group.group_name)}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" data-testid="group-delete-cancel" onClick={() => setConfirmingDelete(false)}>
            {texts.admin.cancel}
          </Button>
          <Button variant="danger" data-testid="group-delete-confirm" disabled={busy !== null} onClick={remove}>
            {texts.admin.deleteGroup}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
