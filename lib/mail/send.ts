import "server-only";
// Sending mail: every message is first written to the outbox (mail_outbox), then, when SMTP_URL is set, handed to
// the SMTP server through nodemailer, and the row marked with sent_at or the error. Without SMTP_URL the outbox is
// the end of the road: the embedded default works offline and administrators read the mail in the admin area.
//
// Public routes (sign-up, password reset) deliver in the background, so an answer does not take longer for an
// address that gets mail than for one that does not; admin routes wait and report the outcome. Nothing here
// logs a message's text: it carries codes and invitation links.
import nodemailer, { type Transporter } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import { claimDueMail, markMailFailed, markMailSent, recordMail, type OutgoingMail } from "@/lib/data/mail";
import { getEnv } from "@/lib/server/env";
import { MAX_MAIL_ATTEMPTS, nextMailAttemptAt } from "./retry-policy";

/** sent: the SMTP server accepted it; failed: it did not (the outbox row has the error, and the mail is tried again,
 * see retryDueMail); outbox: no SMTP_URL, kept in the outbox only; queued: delivery runs in the background. */
export type MailDelivery = "sent" | "failed" | "outbox" | "queued";

export interface SentMail {
  id: number;
  delivery: MailDelivery;
}

const globalForMail = globalThis as typeof globalThis & {
  lumosMailTransports?: Map<string, Transporter>;
  lumosMailDeliveries?: Set<Promise<unknown>>;
};

function transportFor(smtpUrl: string): Transporter {
  globalForMail.lumosMailTransports ??= new Map();
  let transport = globalForMail.lumosMailTransports.get(smtpUrl);
  if (!transport) {
    // Options in the URL's query (?ignoreTLS=true, ?pool=false, ?tls.rejectUnauthorized=false …) win over these.
    // nodemailer itself drops every other option when it is given a `url`, so the URL is parsed here.
    transport = nodemailer.createTransport({
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...parseConnectionUrl(smtpUrl),
    } as Parameters<typeof nodemailer.createTransport>[0]);
    globalForMail.lumosMailTransports.set(smtpUrl, transport);
  }
  return transport;
}

function pendingDeliveries(): Set<Promise<unknown>> {
  globalForMail.lumosMailDeliveries ??= new Set();
  return globalForMail.lumosMailDeliveries;
}

/** One delivery attempt; `attemptsBefore` failed attempts were made already. Records the outcome in the outbox. */
async function deliver(id: number, mail: OutgoingMail, smtpUrl: string, attemptsBefore = 0): Promise<"sent" | "failed"> {
  const attempts = attemptsBefore + 1;
  try {
    await transportFor(smtpUrl).sendMail({
      from: getEnv().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
    await markMailSent({ id, attempts });
    return "sent";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const nextAttemptAt = nextMailAttemptAt(attempts, new Date());
    const plan = nextAttemptAt ? `next attempt at ${nextAttemptAt.toISOString()}` : `given up after ${attempts} attempts`;
    console.error(`[mail] delivery of outbox message ${id} failed (attempt ${attempts} of ${MAX_MAIL_ATTEMPTS}, ${plan}): ${reason}`);
    await markMailFailed({ id, error: reason, attempts, nextAttemptAt }).catch((markError) =>
      console.error(`[mail] could not record the failure of outbox message ${id}`, markError),
    );
    return "failed";
  }
}

/**
 * Records a mail in the outbox and delivers it through SMTP_URL when set. `wait: false` returns as soon as the
 * mail is recorded (delivery "queued"); flushMailDeliveries() waits for those.
 */
export async function sendMail(mail: OutgoingMail, { wait = true }: { wait?: boolean } = {}): Promise<SentMail> {
  const { id } = await recordMail({ mail });
  const smtpUrl = getEnv().SMTP_URL;
  if (!smtpUrl) return { id, delivery: "outbox" };
  if (wait) return { id, delivery: await deliver(id, mail, smtpUrl) };
  const deliveries = pendingDeliveries();
  const pending = deliver(id, mail, smtpUrl).finally(() => deliveries.delete(pending));
  deliveries.add(pending);
  return { id, delivery: "queued" };
}

/** Where links in mail sent without a request point (a reset started by an administrator, the daily digest). */
export function mailBaseUrl(): string {
  const env = getEnv();
  return env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`;
}

/** How long a claimed mail is left to one instance before another may try it (far above the SMTP timeouts). */
const RETRY_LEASE_MS = 5 * 60_000;
/** Mails tried per run; the retry loop runs every half minute, so a backlog drains at 100 a minute. */
const RETRY_BATCH = 50;

/**
 * Tries again the failed mails whose next attempt is due by `now` (lib/mail/retry-policy.ts), oldest due first.
 * Safe to run on every instance at once: each mail is claimed by one of them.
 */
export async function retryDueMail({ now = new Date() }: { now?: Date } = {}): Promise<{ sent: number; failed: number }> {
  const outcome = { sent: 0, failed: 0 };
  const smtpUrl = getEnv().SMTP_URL;
  if (!smtpUrl) return outcome;
  const due = await claimDueMail({ now, leaseUntil: new Date(now.getTime() + RETRY_LEASE_MS), limit: RETRY_BATCH });
  for (const mail of due) outcome[await deliver(mail.id, mail, smtpUrl, mail.attempts)] += 1;
  return outcome;
}

const RETRY_INTERVAL_MS = 30_000;
const globalForRetries = globalThis as typeof globalThis & { lumosMailRetryTimer?: NodeJS.Timeout };

/**
 * Starts trying failed mail again every half minute in this process (once; instrumentation.ts calls it when the
 * server starts). Does nothing without SMTP_URL. A run that fails (the database is down) is logged and the next
 * one tries again.
 */
export function startMailRetries(): void {
  if (globalForRetries.lumosMailRetryTimer || !getEnv().SMTP_URL) return;
  let running = false;
  globalForRetries.lumosMailRetryTimer = setInterval(() => {
    if (running) return;
    running = true;
    retryDueMail()
      .catch((error) => console.error(`[mail] retrying failed mail: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  }, RETRY_INTERVAL_MS);
  globalForRetries.lumosMailRetryTimer.unref();
}

/** Waits until every background delivery has finished (tests, and a server shutting down). */
export async function flushMailDeliveries(): Promise<void> {
  const deliveries = pendingDeliveries();
  while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
}

/** Closes the SMTP connections (tests; the pool otherwise keeps them open for reuse). */
export function closeMailTransports(): void {
  for (const transport of globalForMail.lumosMailTransports?.values() ?? []) transport.close();
  globalForMail.lumosMailTransports?.clear();
}
