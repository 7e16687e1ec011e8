// The demo's groups and accounts (lib/demo/accounts.ts) as a seed for ensureDemoAccounts, with the app's password hash.
import { hashPassword } from "@/lib/auth/password";
import type { AccountSeed } from "@/lib/data/users";
import { DEMO_ACCOUNTS, DEMO_GROUPS } from "@/lib/demo/accounts";

export const DEMO_SEED: AccountSeed = { groups: DEMO_GROUPS, accounts: DEMO_ACCOUNTS, hashPassword };
