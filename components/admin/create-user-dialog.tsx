"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import type { Role } from "@/lib/auth/session-policy";
import type { AdminUserView } from "@/lib/data/admin";
import { apiPost } from "@/lib/client/fetcher";
import { texts } from "@/lib/ui/texts";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/input";
import { adminHref, type AdminParams } from "./admin-url";
import { Notice } from "./notice";
import { AdminPasswordField } from "./password-field";
import { useAdminAction } from "./use-admin-action";

interface CreateUserDialogProps {
  /** "user": POST /api/create-user with a role picker; "admin": POST /api/create-admin-user (super-admins only). */
  mode: "user" | "admin";
  /** The roles the signed-in administrator may give (create-user only). */
  roles: Role[];
  groupNames: string[];
  basePath: string;
  params: AdminParams;
}

const EMPTY = { username: "", email: "", password: "", role: "analyst", group: "" };

/**
 * The create-user and create-admin forms. Without a password the new account is sent a password-reset email at once
 * (reset-user-password), where its owner chooses a password. The new account's panel opens afterwards.
 */
export function CreateUserDialog({ mode, roles, groupNames, basePath, params }: CreateUserDialogProps) {
  const router = useRouter();
  const { run, busy, notice, setNotice, fieldError, errorFor } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const prefix = mode === "admin" ? "create-admin" : "create-user";
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      username: values.username,
      email: values.email,
      ...(values.password ? { password: values.password } : {}),
      ...(mode === "user" ? { role: values.role } : {}),
      ...(values.group ? { group_name: values.group } : {}),
    };
    const created = await run(
      "create",
      () => apiPost<{ user: AdminUserView; password_set: boolean }>(mode === "admin" ? "/create-admin-user" : "/create-user", body),
      { refresh: false },
    );
    if (!created) return;
    let message = texts.admin.userCreated(created.user.username);
    if (!created.password_set) {
      const reset = await run("reset", () => apiPost<{ email: string }>("/reset-user-password", { user_id: created.user.id }), { refresh: false });
      if (reset) message = `${message} ${texts.admin.resetSent(reset.email)}`;
    }
    setValues(EMPTY);
    setOpen(false);
    setNotice({ tone: "success", text: message });
    router.push(adminHref(basePath, params, { tab: "users", user: created.user.id, page: null }), { scroll: false });
    router.refresh();
  }

  return (
    <>
      <Button variant={mode === "admin" ? "secondary" : "primary"} data-testid={`${prefix}-open`} onClick={() => setOpen(true)}>
        {mode === "admin" ? texts.admin.createAdmin : texts.admin.createUser}
      </Button>
      {!open && <Notice message={notice?.tone === "success" ? notice : null} testId={`${prefix}-notice`} />}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={mode === "admin" ? texts.admin.createAdminTitle : texts.admin.createUserTitle}
        testId={`${prefix}-dialog`}
      >
        <form onSubmit={submit} className="space-y-3" noValidate data-testid={`${prefix}-form`}>
          <Notice message={notice?.tone === "error" && !fieldError ? notice : null} testId={`${prefix}-error`} />
          <Field label={texts.admin.usernameLabel} error={errorFor("username")}>
            <Input
              data-testid={`${prefix}-username`}
              autoComplete="off"
              required
              value={values.username}
              onChange={set("username")}
              aria-invalid={!!errorFor("username")}
            />
          </Field>
          <Field label={texts.admin.emailLabel} error={errorFor("email")}>
            <Input
              data-testid={`${prefix}-email`}
              type="email"
              autoComplete="off"
              required
              value={values.email}
              onChange={set("email")}
              aria-invalid={!!errorFor("email")}
            />
          </Field>
          <AdminPasswordField
            testId={`${prefix}-password`}
            hint={texts.admin.passwordOptionalHint}
            error={errorFor("password")}
            value={values.password}
            onChange={set("password")}
          />
          {mode === "user" && (
            <Field label={texts.admin.roleLabel} error={errorFor("role")}>
              <Select data-testid={`${prefix}-role`} value={values.role} onChange={set("role")}>
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {texts.admin.roleLabels[role]}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label={texts.admin.groupLabel} error={errorFor("group_name")}>
            <Select data-testid={`${prefix}-group`} value={values.group} onChange={set("group")}>
              <option value="">{texts.admin.noGroup}</option>
              {groupNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" data-testid={`${prefix}-cancel`} onClick={() => setOpen(false)}>
              {texts.admin.cancel}
            </Button>
            <Button type="submit" data-testid={`${prefix}-submit`} disabled={busy !== null || !values.username || !values.email}>
              {texts.admin.create}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
