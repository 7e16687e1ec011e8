// Password hashing: argon2id with OWASP's minimum of 19 MiB memory and 2 iterations.
import { hash, verify } from "@node-rs/argon2";

const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unreadable under isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * NIST SP 800-63B §5.1.1.2: a password is normalised (NFKC) before it is hashed, so the same characters typed on
 * another keyboard or system ("ﬁ" and "fi", a composed "é" and e + ◌́) give the same password.
 */
export const normalisePassword = (password: string) => password.normalize("NFKC");

export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), ARGON2_OPTIONS);
}

async function verifies(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The normalised password, or, for a hash made before normalisation, the password exactly as typed. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const normalised = normalisePassword(password);
  if (await verifies(passwordHash, normalised)) return true;
  return normalised !== password && verifies(passwordHash, password);
}
