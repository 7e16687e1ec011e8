import fs from "node:fs";
import path from "node:path";

// Every signed-in screen loads its shell's client modules in the browser, with everything they import. The texts of
// the whole app (lib/ui/texts/index.ts, over 30 kB) reach the browser from one import of `texts` anywhere in that
// graph, so the shell's client modules import their own texts modules (docs/decisions.md, "What every page sends to
// the browser before its own code"). This walks the source's imports as the bundler would, from the signed-in
// layout and screens, and names the first client module that brings the whole texts back.

const ROOT = path.resolve(__dirname, "../../../..");
const TEXTS_INDEX = path.join(ROOT, "lib/ui/texts/index.ts");
/** The screens whose own forms use the admin and account texts, which live only in the whole module. */
const SCREENS_WITH_ALL_TEXTS = ["admin-page", "admin-v2", "invite-users-page"];

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const isClient = (source: string) => /^\s*(?:\/\/[^\n]*\n\s*)*["']use client["']/.test(source);

/** The chain of modules from an entry to the texts index through a client module, or null. */
function clientPathToTexts(entries: string[]): string[] | null {
  const seen = new Set<string>();
  const queue: Array<{ file: string; client: boolean; chain: string[] }> = entries.map((file) => ({ file, client: false, chain: [file] }));
  while (queue.length > 0) {
    const { file, client: inClient, chain } = queue.shift()!;
    const source = fs.readFileSync(file, "utf8");
    const client = inClient || isClient(source);
    const key = `${client}|${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (client && file === TEXTS_INDEX) return chain.map((step) => path.relative(ROOT, step));
    for (const match of source.matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2]);
      if (target) queue.push({ file: target, client, chain: [...chain, target] });
    }
  }
  return null;
}

function signedInEntries(): string[] {
  const dir = path.join(ROOT, "app/(app)");
  const entries = [path.join(dir, "layout.tsx")];
  for (const name of fs.readdirSync(dir)) {
    if (SCREENS_WITH_ALL_TEXTS.includes(name)) continue;
    const folder = path.join(dir, name);
    if (!fs.statSync(folder).isDirectory()) continue;
    for (const file of fs.readdirSync(folder)) if (/\.tsx?$/.test(file)) entries.push(path.join(folder, file));
  }
  return entries;
}

describe("the texts the signed-in screens send to the browser", () => {
  it("walks the screens' imports: an admin screen's forms do bring the whole texts", () => {
    const adminPage = path.join(ROOT, "app/(app)/admin-page/page.tsx");
    expect(signedInEntries().length).toBeGreaterThan(10);
    expect(clientPathToTexts([adminPage])).not.toBeNull();
  });

  it("no client module of the signed-in layout or of a non-admin screen imports the whole texts module", () => {
    expect(clientPathToTexts(signedInEntries())).toBeNull();
  });
});
