import { listOutbox } from "@/lib/data/mail";
import { MAX_MAIL_ATTEMPTS } from "@/lib/mail/retry-policy";
import { texts } from "@/lib/ui/texts";
import type { AdminLayout } from "./admin-area";
import { adminHref, pageOf, type AdminParams } from "./admin-url";
import { DateTime } from "./date-time";
import { Pager } from "./pager";

/** Mail the application wrote, newest first, with the full text: where an administrator (or a test) reads a code or link. */
export async function OutboxTab({ viewerRole, layout, basePath, params }: { viewerRole: string; layout: AdminLayout; basePath: string; params: AdminParams }) {
  const { messages, pageInfo } = await listOutbox({ page: pageOf(params), viewerRole });
  const columns = texts.admin.outboxColumns;
  const dense = layout === "dense";
  return (
    <div className="space-y-3">
      {messages.length === 0 ? (
        <p
          data-testid="outbox-empty"
          className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-500 dark:border-slate-800 dark:bg-surface-dark-muted"
        >
          {texts.admin.noOutboxMessages}
        </p>
      ) : (
        <ol className="space-y-3" data-testid="outbox-list">
          {messages.map((message) => (
            <li
              key={message.id}
              data-testid="outbox-row"
              data-to={message.to}
              className={`rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark-muted ${dense ? "p-3 text-xs" : "p-4 text-sm"}`}
            >
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-slate-500">{columns.to}</dt>
                <dd data-testid="outbox-to" className="break-all font-medium">
                  {message.to}
                </dd>
                <dt className="text-slate-500">{columns.subject}</dt>
                <dd data-testid="outbox-subject">{message.subject}</dd>
                <dt className="text-slate-500">{columns.created}</dt>
                <dd data-testid="outbox-created">
                  <DateTime value={message.created_at} />
                </dd>
                <dt className="text-slate-500">{columns.delivery}</dt>
                <dd
                  data-testid="outbox-delivery"
                  data-status={message.status}
                  className={message.status === "failed" || message.status === "retrying" ? "text-red-600 dark:text-red-300" : ""}
                >
                  {texts.admin.deliveryStatus[message.status]}
                  {message.sent_at && (
                    <>
                      {" · "}
                      <DateTime value={message.sent_at} />
                    </>
                  )}
                  {message.error && <span className="block text-xs">{message.error}</span>}
                  {message.status === "retrying" && message.next_attempt_at && (
                    <span data-testid="outbox-next-attempt" className="block text-xs">
                      {texts.admin.deliveryAttempts(message.attempts, MAX_MAIL_ATTEMPTS)} <DateTime value={message.next_attempt_at} />
                    </span>
                  )}
                  {message.status === "failed" && message.attempts > 1 && (
                    <span className="block text-xs">{texts.admin.deliveryGivenUp(message.attempts)}</span>
                  )}
                </dd>
              </dl>
              <pre
                tabIndex={0}
                data-testid="outbox-text"
                className="mt-3 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-mono text-xs dark:bg-slate-900"
              >
                {message.text}
              </pre>
            </li>
          ))}
        </ol>
      )}
      <Pager pageInfo={pageInfo} hrefFor={(page) => adminHref(basePath, params, { page })} testId="outbox-pager" />
    </div>
  );
}
