// The one secret behind sessions and tokens. Edge-safe (middleware reads it too), so it reads
// process.env.NEXTAUTH_SECRET by name: Next passes only referenced variables' values through reliably.

/** Used only outside production when NEXTAUTH_SECRET is unset (`next dev`, tests). Never a production secret. */
const DEVELOPMENT_SECRET = "lumos-development-secret-do-not-use-in-production-0123456789";

export class MissingAuthSecretError extends Error {
  constructor() {
    super("NEXTAUTH_SECRET is not set; `npm start` generates one, or set it (openssl rand -base64 32)");
    this.name = "MissingAuthSecretError";
  }
}

/** The shortest secret production accepts; `npm start` generates 43 characters (32 random bytes). */
export const MIN_AUTH_SECRET_LENGTH = 32;

export class ShortAuthSecretError extends Error {
  constructor() {
    super(`NEXTAUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters long (openssl rand -base64 32)`);
    this.name = "ShortAuthSecretError";
  }
}

/** Why `secret` cannot sign production sessions, or null when it can. Outside production anything goes. */
export function authSecretProblem(secret: string | undefined, production: boolean): MissingAuthSecretError | ShortAuthSecretError | null {
  if (!production) return null;
  const value = secret?.trim();
  if (!value) return new MissingAuthSecretError();
  if (value.length < MIN_AUTH_SECRET_LENGTH) return new ShortAuthSecretError();
  return null;
}

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET?.trim();
  const problem = authSecretProblem(secret, process.env.NODE_ENV === "production");
  if (problem) throw problem;
  return secret || DEVELOPMENT_SECRET;
}

/**
 * Whether next-auth names its cookies with the __Secure- prefix. next-auth decides from NEXTAUTH_URL (unset:
 * http://localhost:3000, so plain names); getToken must look for the same name, so both read it from here.
 */
export function usesSecureCookies(): boolean {
  return process.env.NEXTAUTH_URL?.trim().startsWith("https://") ?? false;
}

export function sessionCookieName(): string {
  return usesSecureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}
