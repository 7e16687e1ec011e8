"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import type { GroupRecord } from "@/lib/data/groups";
import { apiPost } from "@/lib/client/fetcher";
import { texts } from "@/lib/ui/texts";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { adminHref, type AdminParams } from "./admin-url";
import { Notice } from "./notice";
import { useAdminAction } from "./use-admin-action";

/** A new group: name, description, precedence. Its panel opens once it exists. */
export function CreateGroupForm({ basePath, params }: { basePath: string; params: AdminParams }) {
  const router = useRouter();
  const { run, busy, notice, errorFor } = useAdminAction();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [precedence, setPrecedence] = useState("0");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { group_name: name, description: description || null, precedence: precedence === "" ? 0 : Number(precedence) };
    const created = await run("create-group", () => apiPost<{ group: GroupRecord }>("/create-group", body), {
      success: (result) => texts.admin.groupCreated(result.group.group_name),
      refresh: false,
    });
    if (!created) return;
    setName("");
    setDescription("");
    setPrecedence("0");
    router.push(adminHref(basePath, params, { tab: "groups", group: created.group.group_name }), { scroll: false });
    router.refresh();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="create-group-form"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-surface-dark-muted"
    >
      <h2 className="text-sm font-semibold">{texts.admin.createGroup}</h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr_8rem_auto] sm:items-end">
        <Field label={texts.admin.groupNameLabel} error={errorFor("group_name")}>
          <Input
            data-testid="create-group-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            aria-invalid={!!errorFor("group_name")}
          />
        </Field>
        <Field label={texts.admin.descriptionLabel} error={errorFor("description")}>
          <Input data-testid="create-group-description" value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <Field label={texts.admin.precedenceLabel} error={errorFor("precedence")}>
          <Input
            data-testid="create-group-precedence"
            type="number"
            min={0}
            step={1}
            value={precedence}
            onChange={(event) => setPrecedence(event.target.value)}
          />
        </Field>
        <Button type="submit" data-testid="create-group-submit" disabled={!name.trim() || busy !== null}>
          {texts.admin.createGroup}
        </Button>
      </div>
      <Notice message={notice} testId="create-group-notice" />
    </form>
  );
}
