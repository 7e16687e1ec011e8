// The demo accounts of the embedded default. Their passwords are documented in the README; a production
// database (DATABASE_URL) only gets them when DEMO_ACCOUNTS=1 says so.
export const DEMO_ACCOUNTS = [
  { username: "super", email: "super@lumos.local", password: "Lumos-Super-2026!", role: "super-admin", group: "administrators" },
  { username: "admin", email: "admin@lumos.local", password: "Lumos-Admin-2026!", role: "admin", group: "administrators" },
  { username: "analyst", email: "analyst@lumos.local", password: "Lumos-Analyst-2026!", role: "analyst", group: "analysts" },
] as const;

export const DEMO_GROUPS = [
  { name: "administrators", description: "People who manage users, groups and invitations." },
  { name: "analysts", description: "Researchers exploring the games market." },
] as const;
