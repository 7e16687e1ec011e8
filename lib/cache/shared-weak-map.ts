// Next compiles the start-up hook (instrumentation.ts) and the routes into bundles of their own, each with its own
// copy of a module, so a cache that is a module's own variable is empty in the routes however much the start-up
// built into it. The caches kept with what Lumos knows (indexes, sorted rows) live on globalThis instead, by name.

const globalForCaches = globalThis as unknown as { lumosSharedWeakMaps?: Map<string, WeakMap<object, unknown>> };

/** The process's one WeakMap of this name, whichever bundle asks. */
export function sharedWeakMap<K extends object, V>(name: string): WeakMap<K, V> {
  const maps = (globalForCaches.lumosSharedWeakMaps ??= new Map());
  let map = maps.get(name);
  if (!map) maps.set(name, (map = new WeakMap()));
  return map as WeakMap<K, V>;
}
