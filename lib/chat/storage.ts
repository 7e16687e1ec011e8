// The chatbox's saved position and size (specification 000 §4: saved locally and restored; the collapsed bar's
// position is never saved). Reads are checked: anything but four finite numbers counts as nothing saved.
import type { Box } from "./geometry";

export const CHATBOX_STORAGE_KEY = "lumos.chatbox.v1";

export function readSavedBox(storage: Pick<Storage, "getItem"> | null | undefined): Box | null {
  try {
    const raw = storage?.getItem(CHATBOX_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const box = { x: value.x, y: value.y, width: value.width, height: value.height };
    if (!Object.values(box).every((n) => typeof n === "number" && Number.isFinite(n))) return null;
    return box as Box;
  } catch {
    return null;
  }
}

export function saveBox(storage: Pick<Storage, "setItem"> | null | undefined, box: Box): void {
  try {
    storage?.setItem(
      CHATBOX_STORAGE_KEY,
      JSON.stringify({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }),
    );
  } catch {
    // Storage full or refused (private mode): the chatbox opens anchored above the bar next time.
  }
}
