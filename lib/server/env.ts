// The one checked view of the environment. Every key is documented in .env.example.
import { z } from "zod";

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = (name: string) =>
  optionalText.refine((value) => value === undefined || URL.canParse(value), {
    message: `${name} must be an absolute URL such as https://cdn.example.com/art`,
  });

const databaseUrl = optionalText.superRefine((value, ctx) => {
  if (value === undefined) return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({
      code: "custom",
      message: "DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database",
    });
    return;
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    ctx.addIssue({
      code: "custom",
      message: `DATABASE_URL must start with postgres:// or postgresql:// (got ${url.protocol}//)`,
    });
  } else if (!url.hostname) {
    ctx.addIssue({ code: "custom", message: "DATABASE_URL has no host; expected postgres://user:password@host:5432/database" });
  }
});

const positiveInteger = (name: string, fallback: number, max: number) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
      ctx.addIssue({ code: "custom", message: `${name} must be a whole number from 1 to ${max} (got "${value}")` });
      return z.NEVER;
    }
    return Number(value);
  });

const flag = (name: string) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (["1", "true", "yes"].includes(value.toLowerCase())) return true;
    if (["0", "false", "no"].includes(value.toLowerCase())) return false;
    ctx.addIssue({ code: "custom", message: `${name} must be 1 or 0 (got "${value}")` });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: positiveInteger("PORT", 3000, 65535),
  DATABASE_URL: databaseUrl,
  DATA_DIR: optionalText.transform((value) => value ?? ".data"),
  NEXTAUTH_SECRET: optionalText,
  NEXTAUTH_URL: optionalUrl("NEXTAUTH_URL"),
  SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\//.test(value), "SMTP_URL must start with smtp:// or smtps://"),
  MAIL_FROM: optionalText.transform((value) => value ?? "Lumos <no-reply@lumos.local>"),
  BOX_ART_BASE_URL: optionalUrl("BOX_ART_BASE_URL"),
  SCREENSHOT_BASE_URL: optionalUrl("SCREENSHOT_BASE_URL"),
  ICON_BASE_URL: optionalUrl("ICON_BASE_URL"),
  PRODUCTION_HOST: optionalText,
  SUPPORT_CHAT_APP_ID: optionalText,
  LUMOS_LLM_BASE_URL: optionalUrl("LUMOS_LLM_BASE_URL"),
  LUMOS_LLM_API_KEY: optionalText,
  LUMOS_LLM_MODEL: optionalText,
  DEMO_SEED: optionalText.transform((value) => value ?? "lumos"),
  DEMO_GAMES: positiveInteger("DEMO_GAMES", 3000, 1_000_000),
  DEMO_ACCOUNTS: flag("DEMO_ACCOUNTS"),
  /** The address `npm start` listens on; unset: Next's default (every interface). */
  HOST: optionalText,
  TRUST_PROXY: optionalText.transform((value, ctx) => {
    if (value === undefined) return 0;
    if (!/^\d+$/.test(value) || Number(value) > 10) {
      ctx.addIssue({ code: "custom", message: `TRUST_PROXY must be the number of proxies in front, 0 to 10 (got "${value}")` });
      return z.NEVER;
    }
    return Number(value);
  }),
  SIGNUP_MODE: optionalText.transform((value, ctx) => {
    if (value === undefined || value === "open") return "open" as const;
    if (value === "invite" || value === "invite-only") return "invite" as const;
    ctx.addIssue({ code: "custom", message: `SIGNUP_MODE must be open or invite (got "${value}")` });
    return z.NEVER;
  }),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment; the error names the first variable to fix, on one line. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = String(issue.path[0] ?? "environment");
    const message = issue.message.includes(key) ? issue.message : `${key}: ${issue.message}`;
    throw new ConfigError(message);
  }
  const env = result.data;
  if ((env.LUMOS_LLM_BASE_URL === undefined) !== (env.LUMOS_LLM_MODEL === undefined)) {
    throw new ConfigError("LUMOS_LLM_BASE_URL and LUMOS_LLM_MODEL must be set together (or both left unset)");
  }
  return env;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Test seam: the next getEnv() reads process.env again. */
export function forgetEnv(): void {
  cached = undefined;
}

/**
 * Demo accounts (their passwords are printed in the README) exist and sign in only in the embedded default, or
 * when asked for explicitly with DEMO_ACCOUNTS=1: not with DATABASE_URL, not with HOST (an address named to serve).
 */
export function wantsDemoAccounts(env: Env): boolean {
  return env.DEMO_ACCOUNTS ?? (env.DATABASE_URL === undefined && env.HOST === undefined);
}
