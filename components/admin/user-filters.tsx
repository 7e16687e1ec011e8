"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ROLES } from "@/lib/auth/session-policy";
import { texts } from "@/lib/ui/texts";
import { Input, Select } from "@/components/ui/input";
import { adminHref, type AdminParams } from "./admin-url";

const STATUSES = ["active", "disabled", "unconfirmed"] as const;
const SEARCH_DEBOUNCE_MS = 300;

/** Search and filters of the users table; they live in the address, so the server renders the filtered list. */
export function UserFilters({ basePath, params }: { basePath: string; params: AdminParams }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [search, setSearch] = useState(params.search ?? "");
  const latest = useRef(params);

  useEffect(() => {
    latest.current = params;
  }, [params]);

  const apply = (changes: Partial<Record<"search" | "status" | "role", string>>) =>
    startTransition(() => router.replace(adminHref(basePath, latest.current, { ...changes, page: null, user: null })));

  useEffect(() => {
    if (search === (latest.current.search ?? "")) return;
    const timer = window.setTimeout(() => apply({ search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the debounce
  }, [search]);

  return (
    <form
      role="search"
      aria-busy={pending}
      className="flex flex-1 flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ search });
      }}
    >
      <Input
        type="search"
        data-testid="users-search"
        aria-label={texts.admin.searchPlaceholder}
        placeholder={texts.admin.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="min-w-48 flex-1"
      />
      <Select
        key={`status-${params.status ?? ""}`}
        data-testid="users-filter-status"
        aria-label={texts.admin.columns.status}
        defaultValue={params.status ?? ""}
        onChange={(event) => apply({ status: event.target.value })}
        className="w-auto"
      >
        <option value="">{texts.admin.allStatuses}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {texts.admin.statusLabels[status]}
          </option>
        ))}
      </Select>
      <Select
        key={`role-${params.role ?? ""}`}
        data-testid="users-filter-role"
        aria-label={texts.admin.columns.role}
        defaultValue={params.role ?? ""}
        onChange={(event) => apply({ role: event.target.value })}
        className="w-auto"
      >
        <option value="">{texts.admin.allRoles}</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {texts.admin.roleLabels[role]}
          </option>
        ))}
      </Select>
    </form>
  );
}
