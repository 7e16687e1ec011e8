// When a mail that could not be delivered is tried again. The first attempt happens when the mail is written; a
// failure is retried after 1, 5, 15, 60 and 180 minutes, so an SMTP server that is down for a few hours still gets
// every invitation, and a mail that cannot be delivered at all is given up after six attempts over about 4½ hours.
export const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180] as const;
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_MINUTES.length + 1;

/** When to try again after `attemptsMade` failed attempts (the last one at `failedAt`); null means give up. */
export function nextMailAttemptAt(attemptsMade: number, failedAt: Date): Date | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1 || attemptsMade >= MAX_MAIL_ATTEMPTS) return null;
  return new Date(failedAt.getTime() + MAIL_RETRY_DELAYS_MINUTES[attemptsMade - 1] * 60_000);
}
