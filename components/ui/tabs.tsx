import { SteadyLink } from "@/components/navigation/steady-link";

export interface TabItem {
  id: string;
  label: string;
  href: string;
}

/**
 * Navigation between the sections of one page, as links (each tab has an address, the back button works, the server
 * renders only the tab shown). Horizontal above the content, or vertical beside it.
 */
export function Tabs({
  items,
  active,
  orientation = "horizontal",
  label,
}: {
  items: TabItem[];
  active: string;
  orientation?: "horizontal" | "vertical";
  label: string;
}) {
  const vertical = orientation === "vertical";
  return (
    <nav aria-label={label} className={vertical ? "w-44 shrink-0" : "border-b border-slate-200 dark:border-slate-800"}>
      <ul className={vertical ? "flex flex-col gap-1" : "-mb-px flex gap-1 overflow-x-auto"}>
        {items.map((item) => {
          const current = item.id === active;
          const shape = vertical
            ? `block rounded-lg px-3 py-1.5 text-sm ${current ? "bg-brand-100 font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-100" : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"}`
            : `block whitespace-nowrap border-b-2 px-4 py-2 text-sm ${current ? "border-brand-600 font-semibold text-brand-700 dark:text-brand-300" : "border-transparent text-slate-600 hover:border-slate-300 dark:text-slate-300"}`;
          return (
            <li key={item.id}>
              <SteadyLink href={item.href} aria-current={current ? "page" : undefined} data-testid={`tab-${item.id}`} className={shape}>
                {item.label}
              </SteadyLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
