import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "@/lib/lumos/chat";
import { MAX_SAVED_NAME_LENGTH } from "@/lib/watchlists/shared";

const name = z
  .string({ error: "name must be text" })
  .trim()
  .min(1, "name must not be empty")
  .max(MAX_SAVED_NAME_LENGTH, `name must be at most ${MAX_SAVED_NAME_LENGTH} characters`);
const digest = z.boolean({ error: "digest must be true or false" });

export const createSavedQuestionBody = z.object({
  question: z
    .string({ error: "question must be text" })
    .trim()
    .min(1, "question must not be empty")
    .max(MAX_MESSAGE_LENGTH, `question must be at most ${MAX_MESSAGE_LENGTH} characters`),
  name: name.optional(),
  digest: digest.optional().default(false),
});

export const updateSavedQuestionBody = z
  .object({ name: name.optional(), digest: digest.optional() })
  .refine((body) => body.name !== undefined || body.digest !== undefined, { message: "body must give a name or digest to change" });

/** A saved question's id as the API issues them (a UUID). */
export const savedQuestionId = z.uuid({ error: "id must be a saved question's id (a UUID)" });
