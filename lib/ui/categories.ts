// The classification browse screen (data document §2): 18 tiles, each a classification type with a colour and the
// same generic description. The document names 17; the eighteenth, Meta Setting (type 157), is our choice
// (docs/decisions.md): the world a game is set in is what analysts filter on next after genre and theme.
import { STEAM_TAG_TYPE } from "@/lib/domain/classifications";

export interface CategoryTile {
  name: string;
  typeId: number;
  colour: string;
}

export const CATEGORY_DESCRIPTION = "A classification that defines the core mechanics, themes and style of a game.";

export const CATEGORY_TILES: readonly CategoryTile[] = [
  { name: "Genre", typeId: 1, colour: "bg-indigo-600" },
  { name: "Theme", typeId: 17, colour: "bg-rose-600" },
  { name: "Vibes", typeId: 179, colour: "bg-fuchsia-600" },
  { name: "Sub-Genre", typeId: 16, colour: "bg-violet-600" },
  { name: "Perspective", typeId: 2, colour: "bg-sky-700" },
  { name: "Concepts", typeId: 168, colour: "bg-cyan-700" },
  { name: "Gameplay", typeId: 13, colour: "bg-teal-700" },
  { name: "Graphic Technology", typeId: 11, colour: "bg-emerald-700" },
  { name: "Graphic Style", typeId: 19, colour: "bg-green-700" },
  { name: "Protagonist", typeId: 174, colour: "bg-lime-700" },
  { name: "Story and Narration", typeId: 123, colour: "bg-amber-700" },
  { name: "Narrative Tropes", typeId: 144, colour: "bg-orange-700" },
  { name: "Complexity", typeId: 114, colour: "bg-red-700" },
  { name: "Main Demographics", typeId: 14, colour: "bg-pink-700" },
  { name: "Sexual Content", typeId: 53, colour: "bg-purple-700" },
  { name: "Violence", typeId: 41, colour: "bg-slate-700" },
  { name: "Sensitive Content", typeId: 145, colour: "bg-stone-700" },
  { name: "Meta Setting", typeId: 157, colour: "bg-blue-700" },
];

/**
 * Steam's user tags, a classification type of real imports only (lib/domain/classifications.ts): a tile of its own
 * when games carry it, after the eighteen; the demo market has none.
 */
export const STEAM_TAG_TILE: CategoryTile = { name: STEAM_TAG_TYPE.name, typeId: STEAM_TAG_TYPE.id, colour: "bg-zinc-700" };

/** The tiles of the categories screen: the eighteen, and Steam tags when games carry them. */
export function categoryTilesFor({ steamTags }: { steamTags: boolean }): readonly CategoryTile[] {
  return steamTags ? [...CATEGORY_TILES, STEAM_TAG_TILE] : CATEGORY_TILES;
}

export const categoryHref = (tile: CategoryTile) => `/category-page?cls_type_id=${tile.typeId}&cat=${encodeURIComponent(tile.name)}`;
