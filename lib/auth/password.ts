// Password hashing: argon2id with OWASP's minimum of 19 MiB memory and 2 iterations.
import { hash, verify } from "@node-rs/argon2";

const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id: a const enum, unreadable under isolatedModules */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
