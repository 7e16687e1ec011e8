import type { ReactNode } from "react";

/** The card every account page sits in: the same frame as the sign-in screen. */
export function AccountCard({
  title,
  subtitle,
  testId,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  testId: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-10" data-testid={testId}>
      <div className="w-full max-w-sm space-y-6 rounded-xl bg-white p-8 shadow-sm dark:bg-surface-dark-muted">
        <header>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
        </header>
        {children}
        {footer && <div className="space-y-2 text-center text-sm">{footer}</div>}
      </div>
    </main>
  );
}

export function Notice({ testId, tone = "info", children }: { testId: string; tone?: "info" | "error" | "warning"; children: ReactNode }) {
  const toneClass =
    tone === "error"
      ? "bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-200"
      : tone === "warning"
        ? "bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200"
        : "bg-brand-50 text-brand-900 dark:bg-brand-900 dark:text-brand-50";
  return (
    <p data-testid={testId} role={tone === "error" ? "alert" : "status"} className={`rounded-lg px-3 py-2 text-sm ${toneClass}`}>
      {children}
    </p>
  );
}
