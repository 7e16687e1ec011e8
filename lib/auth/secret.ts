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

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET?.trim();
  if (secret) return secret;
  if (process.env.NODE_ENV === "production") throw new MissingAuthSecretError();
  return DEVELOPMENT_SECRET;
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
