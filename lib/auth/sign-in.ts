import "server-only";
// Password sign-in, shared by next-auth's credentials provider (the browser) and POST /api/signin (API clients).
import { findUserForSignIn, recordSignIn, type UserAuthState } from "@/lib/data/users";
import { DEMO_ACCOUNTS } from "@/lib/demo/accounts";
import { getEnv, wantsDemoAccounts } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { texts } from "@/lib/ui/texts";
import { hashPassword, verifyPassword } from "./password";
import { signInLimiter } from "./rate-limit";
import { isAdminRole } from "./session-policy";

/** Longer than any password the policy accepts (128) with room for pasted whitespace; beyond it argon2 is not run. */
export const SIGN_IN_PASSWORD_MAX_LENGTH = 1024;

export interface PasswordSignIn {
  /** Email address or username. */
  identifier: string;
  password: string;
  clientAddress: string;
  /** The admin sign-in page: only admin and super-admin may sign in there. */
  adminOnly?: boolean;
}

const DEMO_EMAILS = new Set(DEMO_ACCOUNTS.map((account) => account.email.toLowerCase()));

let dummyHash: Promise<string> | undefined;
/** Unknown accounts still cost one argon2 verification, so response time does not tell who has an account. */
function hashForUnknownAccounts(): Promise<string> {
  dummyHash ??= hashPassword("lumos-no-such-account-placeholder");
  return dummyHash;
}

/**
 * Checks an email-or-username and password. Throws AppError "unauthorized:auth" with 'Incorrect email or
 * password.' whether the account is missing, the password wrong, or the account disabled or unconfirmed (the
 * message never tells which), "rate_limit:auth" when the account or the address is locked, and "forbidden:auth"
 * for a non-admin on the admin sign-in.
 */
export async function signInWithPassword({ identifier, password, clientAddress, adminOnly = false }: PasswordSignIn): Promise<UserAuthState> {
  const normalized = identifier.trim().toLowerCase();
  // No account name holds a NUL, and Postgres cannot compare text that does (the next-auth form reaches here too).
  const user = normalized && !normalized.includes("\u0000") ? await findUserForSignIn({ identifier: normalized }) : null;
  const subject = { account: user ? `user:${user.id}` : `unknown:${normalized}`, address: clientAddress };

  const attempt = await (await signInLimiter()).begin(subject);
  if (attempt.refused) throw new RateLimitedError(attempt.refused.retryAfterSeconds);

  const withinLength = password.length > 0 && password.length <= SIGN_IN_PASSWORD_MAX_LENGTH;
  const passwordMatches = withinLength && (await verifyPassword(user?.passwordHash ?? (await hashForUnknownAccounts()), password)) && user !== null;
  // A demo account left in the database signs in only where demo accounts are wanted (lib/server/env.ts).
  const demoRefused = user !== null && !wantsDemoAccounts(getEnv()) && DEMO_EMAILS.has(user.email.toLowerCase());
  if (!user || !passwordMatches || user.status !== "active" || demoRefused) {
    await attempt.failed();
    throw new AppError("unauthorized:auth", texts.auth.incorrectCredentials);
  }
  await attempt.succeeded();
  if (adminOnly && !isAdminRole(user.role)) throw new AppError("forbidden:auth", texts.auth.adminOnly);

  await recordSignIn({ userId: user.id });
  return {
    id: user.id,
    sub: user.sub,
    username: user.username,
    email: user.email,
    role: user.role,
    status: user.status,
    tokenVersion: user.tokenVersion,
    group: user.group,
  };
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("rate_limit:auth", texts.auth.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }

  override toResponse(): Response {
    const response = super.toResponse();
    response.headers.set("Retry-After", String(this.retryAfterSeconds));
    return response;
  }
}
