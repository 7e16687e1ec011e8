// A stable hash of keys: seeds for the demo market's random streams and for the drawn covers' shapes and colours.

/** FNV-1a over the joined keys: a stable 32-bit seed from any mix of strings and numbers. */
export function hashSeed(...keys: Array<string | number>): number {
  let hash = 0x811c9dc5;
  const text = keys.join("\u0000");
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
