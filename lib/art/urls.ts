// Where images come from: the configured base addresses when set, the app's own drawn artwork otherwise.
import { getEnv } from "@/lib/server/env";

const join = (base: string, file: string) => `${base.replace(/\/+$/, "")}/${encodeURIComponent(file)}`;

export function coverUrl({ gameId, filename }: { gameId: number; filename: string | null }): string {
  const base = getEnv().BOX_ART_BASE_URL;
  return base && filename ? join(base, filename) : `/api/art/covers/${gameId}`;
}

export function screenshotUrl({ releaseId, position, filename }: { releaseId: number; position: number; filename: string }): string {
  const base = getEnv().SCREENSHOT_BASE_URL;
  return base ? join(base, filename) : `/api/art/screenshots/${releaseId}/${position}`;
}

export function iconUrl({ name }: { name: string }): string {
  const base = getEnv().ICON_BASE_URL;
  return base ? join(base, `${name}.svg`) : `/api/art/icons/${encodeURIComponent(name)}`;
}
