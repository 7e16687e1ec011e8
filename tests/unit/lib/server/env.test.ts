import { ConfigError, parseEnv, wantsDemoAccounts } from "@/lib/server/env";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: ".data", DEMO_GAMES: 3000, DEMO_SEED: "lumos", SIGNUP_MODE: "open" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(wantsDemoAccounts(env)).toBe(true);
  });

  it.each([
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL is not a valid URL/],
    [{ DATABASE_URL: "mysql://user@host/db" }, /DATABASE_URL must start with postgres:\/\//],
    [{ DEMO_GAMES: "abc" }, /DEMO_GAMES must be a whole number from 1 to 1000000 \(got "abc"\)/],
    [{ DEMO_GAMES: "0" }, /DEMO_GAMES must be a whole number/],
    [{ DEMO_GAMES: "-5" }, /DEMO_GAMES must be a whole number/],
    [{ DEMO_GAMES: "1.5" }, /DEMO_GAMES must be a whole number/],
    [{ DEMO_GAMES: "2000000" }, /DEMO_GAMES must be a whole number from 1 to 1000000/],
    [{ PORT: "http" }, /PORT must be a whole number/],
    [{ SIGNUP_MODE: "sometimes" }, /SIGNUP_MODE must be open or invite/],
    [{ DEMO_ACCOUNTS: "maybe" }, /DEMO_ACCOUNTS must be 1 or 0/],
    [{ BOX_ART_BASE_URL: "cdn/art" }, /BOX_ART_BASE_URL must be an absolute URL/],
    [{ SMTP_URL: "mail.example.com" }, /SMTP_URL must start with smtp:\/\//],
    [{ LUMOS_LLM_BASE_URL: "http://127.0.0.1:8080/v1" }, /LUMOS_LLM_BASE_URL and LUMOS_LLM_MODEL must be set together/],
  ])("refuses %j with one line naming the variable", (source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(message);
    try {
      parseEnv(source);
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("accepts a Postgres URL and then leaves demo accounts off unless asked", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://lumos:secret@127.0.0.1:5432/lumos" });
    expect(env.DATABASE_URL).toBe("postgres://lumos:secret@127.0.0.1:5432/lumos");
    expect(wantsDemoAccounts(env)).toBe(false);
    expect(wantsDemoAccounts(parseEnv({ DATABASE_URL: "postgresql://h/db", DEMO_ACCOUNTS: "1" }))).toBe(true);
    expect(wantsDemoAccounts(parseEnv({ DEMO_ACCOUNTS: "0" }))).toBe(false);
  });

  it("refuses the demo accounts when HOST names an address to serve, unless DEMO_ACCOUNTS=1", () => {
    expect(wantsDemoAccounts(parseEnv({}))).toBe(true);
    expect(wantsDemoAccounts(parseEnv({ HOST: "0.0.0.0" }))).toBe(false);
    expect(wantsDemoAccounts(parseEnv({ HOST: "0.0.0.0", DEMO_ACCOUNTS: "1" }))).toBe(true);
  });

  it("treats empty values as unset and normalises invite-only", () => {
    expect(parseEnv({ DEMO_GAMES: "", SIGNUP_MODE: "invite-only" })).toMatchObject({ DEMO_GAMES: 3000, SIGNUP_MODE: "invite" });
  });
});
