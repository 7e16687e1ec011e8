import { SteadyLink } from "@/components/navigation/steady-link";
import { texts } from "@/lib/ui/texts";

interface StatusPageProps {
  title: string;
  body: string;
  testId: string;
  /** Links under the message; default: back to the dashboard. */
  actions?: { href: string; label: string; primary?: boolean }[];
}

/** The status pages (maintenance, errors, unauthorized, not found): one message and a way on. */
export function StatusPage({ title, body, testId, actions = [{ href: "/", label: texts.statusPages.backToDashboard, primary: true }] }: StatusPageProps) {
  return (
    <main data-testid={testId} className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {actions.map((action) =>
          action.primary ? (
            <SteadyLink key={action.href} href={action.href} className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
              {action.label}
            </SteadyLink>
          ) : (
            <SteadyLink
              key={action.href}
              href={action.href}
              className="rounded-lg border border-slate-200 px-4 py-2 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              {action.label}
            </SteadyLink>
          ),
        )}
      </div>
    </main>
  );
}
