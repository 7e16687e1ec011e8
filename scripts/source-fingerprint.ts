import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A fingerprint of everything that goes into the build: an outdated build is rebuilt (scripts/start.ts), and what
 * Lumos knows is stored with it, so a snapshot made by other code is never read (lib/lumos/knowledge-snapshot.ts).
 */
export function sourceFingerprint(root = process.cwd()): string {
  const hash = createHash("sha256");
  const visit = (entry: string) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child));
    } else if (!entry.includes(`${path.sep}migrations${path.sep}`)) {
      hash.update(entry);
      hash.update(fs.readFileSync(full));
    }
  };
  for (const entry of [
    "app",
    "components",
    "lib",
    "public",
    "middleware.ts",
    "instrumentation.ts",
    "instrumentation-node.ts",
    "next.config.mjs",
    "tailwind.config.ts",
    "postcss.config.mjs",
    "tsconfig.json",
    "package-lock.json",
  ])
    visit(entry);
  return hash.digest("hex");
}
