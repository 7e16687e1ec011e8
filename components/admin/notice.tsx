export type NoticeTone = "success" | "error" | "info";

const TONES: Record<NoticeTone, string> = {
  success: "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  error: "bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-200",
  info: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
};

export interface NoticeMessage {
  tone: NoticeTone;
  text: string;
}

/** The outcome of the last action: a status for successes, an alert for failures. */
export function Notice({ message, testId = "admin-notice" }: { message: NoticeMessage | null; testId?: string }) {
  if (!message) return null;
  return (
    <p
      data-testid={testId}
      data-tone={message.tone}
      role={message.tone === "error" ? "alert" : "status"}
      className={`rounded-lg px-3 py-2 text-sm ${TONES[message.tone]}`}
    >
      {message.text}
    </p>
  );
}
