import { dateTimeTexts } from "@/lib/ui/texts/date-time";

const pad = (value: number) => String(value).padStart(2, "0");

/** "2026-06-15 14:03 UTC": the same text on the server and in the browser, whatever their time zones. */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

export function DateTime({ value, fallback = dateTimeTexts.never, testId }: { value: string | null | undefined; fallback?: string; testId?: string }) {
  if (!value)
    return (
      <span data-testid={testId} className="text-slate-500 dark:text-slate-400">
        {fallback}
      </span>
    );
  return (
    <time dateTime={value} data-testid={testId} className="whitespace-nowrap tabular-nums">
      {formatUtc(value)}
    </time>
  );
}
