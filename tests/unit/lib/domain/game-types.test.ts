import { GAME_TYPES } from "@/lib/demo/vocabulary";
import { NOT_STANDALONE_GAME_TYPES, SOFTWARE_GAME_TYPE_ID } from "@/lib/domain/game-types";

describe("game types that are no standalone game", () => {
  it("are named as the game_types vocabulary names them, by the same ids", () => {
    const names = new Map(GAME_TYPES.map((type) => [type.id, type.name]));
    for (const [id, name] of NOT_STANDALONE_GAME_TYPES) expect(names.get(id)).toBe(name);
    expect([...NOT_STANDALONE_GAME_TYPES.values()]).toEqual(["DLC", "Expansion", "Bundle", "Software"]);
    expect(names.get(SOFTWARE_GAME_TYPE_ID)).toBe("Software");
  });
});
