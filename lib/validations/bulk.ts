import { z } from "zod";

const gameId = z
  .number({ error: "game_ids must hold positive integers" })
  .int("game_ids must hold positive integers")
  .positive("game_ids must hold positive integers")
  .max(2_147_483_647);

export const bulkGameMetadataBody = z.object({
  game_ids: z.array(gameId, { error: "game_ids must be a list of game ids" }).max(1500, "game_ids may hold at most 1,500 ids"),
  player_count_only: z.boolean().optional().default(false),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD");

export const bulkPlayerDataBody = z.object({
  game_ids: z.array(gameId, { error: "game_ids must be a list of game ids" }).max(100, "game_ids may hold at most 100 ids a batch"),
  start_date: isoDate,
  end_date: isoDate,
});

export const symbioticFeaturesBody = z.object({
  cls_ids: z
    .array(z.number().int().positive("cls_ids must hold positive integers"), { error: "cls_ids must be a list of feature ids" })
    .min(1, "cls_ids must name at least one feature")
    .max(10, "cls_ids may hold at most 10 features"),
  limit: z.number().int().min(1).max(100).optional(),
});
