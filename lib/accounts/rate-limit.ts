import "server-only";
// Limits of the public account routes, per email address and per client address, kept in process memory
// (rate-limiter-flexible, as lib/auth/rate-limit.ts does for sign-in):
// - mail requests (sign-up, a new sign-up code, forgot-password): 5 an hour per email address, 30 an hour per
//   client address — nobody can flood an inbox or spray addresses;
// - code checks (confirm sign-up, confirm password reset): 10 per 15 minutes per email address, 60 an hour per
//   client address, on top of the 5 attempts each code allows.
// The same limits hold whether or not the address has an account, so a 429 tells nothing about it.
import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@/lib/server/errors";
import { texts } from "@/lib/ui/texts";

export const MAIL_REQUESTS_PER_EMAIL = { points: 5, duration: 60 * 60 };
export const MAIL_REQUESTS_PER_CLIENT = { points: 30, duration: 60 * 60 };
export const CODE_CHECKS_PER_EMAIL = { points: 10, duration: 15 * 60 };
export const CODE_CHECKS_PER_CLIENT = { points: 60, duration: 60 * 60 };

export type AccountLimit = "mail" | "code";

interface Limiters {
  mailPerEmail: RateLimiterMemory;
  mailPerClient: RateLimiterMemory;
  codePerEmail: RateLimiterMemory;
  codePerClient: RateLimiterMemory;
}

function createLimiters(): Limiters {
  return {
    mailPerEmail: new RateLimiterMemory({ keyPrefix: "account_mail_email", ...MAIL_REQUESTS_PER_EMAIL }),
    mailPerClient: new RateLimiterMemory({ keyPrefix: "account_mail_client", ...MAIL_REQUESTS_PER_CLIENT }),
    codePerEmail: new RateLimiterMemory({ keyPrefix: "account_code_email", ...CODE_CHECKS_PER_EMAIL }),
    codePerClient: new RateLimiterMemory({ keyPrefix: "account_code_client", ...CODE_CHECKS_PER_CLIENT }),
  };
}

const globalForLimits = globalThis as typeof globalThis & { lumosAccountLimiters?: Limiters };

function limiters(): Limiters {
  globalForLimits.lumosAccountLimiters ??= createLimiters();
  return globalForLimits.lumosAccountLimiters;
}

/** Tests start every case with fresh counters. */
export function resetAccountLimitsForTests(): void {
  globalForLimits.lumosAccountLimiters = createLimiters();
}

const hashed = (value: string) => createHash("sha256").update(value.trim().toLowerCase()).digest("hex");

export class AccountRateLimitError extends AppError {
  constructor(
    surface: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`rate_limit:${surface}`, texts.accounts.tooManyRequests(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }

  override toResponse(): Response {
    const response = super.toResponse();
    response.headers.set("Retry-After", String(this.retryAfterSeconds));
    return response;
  }
}

/** Counts one request; throws a 429 (with Retry-After) when the email or the client address is over its limit. */
export async function limitAccountRequest({
  kind,
  email,
  clientAddress,
  surface,
}: {
  kind: AccountLimit;
  email: string;
  clientAddress: string;
  surface: string;
}): Promise<void> {
  const all = limiters();
  const [perEmail, perClient] = kind === "mail" ? [all.mailPerEmail, all.mailPerClient] : [all.codePerEmail, all.codePerClient];
  try {
    await perClient.consume(hashed(clientAddress));
    await perEmail.consume(hashed(email));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new AccountRateLimitError(surface, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    throw rejection;
  }
}
