import type { Role } from "@/lib/auth/session-policy";
import { texts } from "@/lib/ui/texts";

const STATUS_STYLE: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  disabled: "bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-200",
  unconfirmed: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200",
};

export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const label = texts.admin.statusLabels[status as keyof typeof texts.admin.statusLabels] ?? status;
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status] ?? STATUS_STYLE.unconfirmed}`}
    >
      {label}
    </span>
  );
}

export function RoleLabel({ role }: { role: Role | string }) {
  return <>{texts.admin.roleLabels[role as Role] ?? role}</>;
}
