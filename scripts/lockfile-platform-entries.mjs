// npm run lockfile:fix — after `npm install` of a new dependency.
//
// The npm registry mirror these machines reach lacks some releases of other platforms' native packages
// (for example @next/swc-darwin-arm64@15.5.29). npm then leaves them out of package-lock.json, and `npm ci`
// refuses the lockfile ("Missing: … from lock file") even though those packages never install on Linux.
// This adds a version-less optional entry for each such package, the shape npm itself writes when a
// registry serves no metadata for one, so that `npm ci` validates the lockfile again.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const npmRoot = path.resolve(path.dirname(fs.realpathSync(execFileSync("which", ["npm"]).toString().trim())), "..");
const Arborist = createRequire(path.join(npmRoot, "package.json"))("@npmcli/arborist");
const registry = execFileSync("npm", ["config", "get", "registry"], { stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
const opts = { path: process.cwd(), packageLock: true, save: false, registry };

const virtual = new Arborist(opts);
await virtual.loadVirtual();
const locked = new Map(virtual.virtualTree.inventory);
const ideal = new Arborist(opts);
await ideal.buildIdealTree();

const lockFile = path.join(process.cwd(), "package-lock.json");
const lock = JSON.parse(fs.readFileSync(lockFile, "utf8"));
let added = 0;
for (const [location, node] of ideal.idealTree.inventory.entries()) {
  if (locked.get(location) || node.version) continue;
  lock.packages[location] = { ...(node.dev ? { dev: true } : {}), optional: true };
  added++;
}
const [rootEntry, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([rootEntry, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional entries the registry cannot resolve`);
