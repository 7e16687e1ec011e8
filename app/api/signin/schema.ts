import { z } from "zod";
import { SIGN_IN_PASSWORD_MAX_LENGTH } from "@/lib/auth/sign-in";
import { texts } from "@/lib/ui/texts";

// A NUL or unpaired surrogate is refused for the whole body before this schema (route.ts, lib/validations/text.ts).
const identifier = z.string().trim().max(320, "must be at most 320 characters");

/** POST /api/signin: { username or email, password }. A username that looks like an email is accepted too. */
export const signInBodySchema = z
  .object({
    username: identifier.optional(),
    email: identifier.optional(),
    password: z
      .string({ error: texts.auth.passwordRequired })
      .min(1, texts.auth.passwordRequired)
      .max(SIGN_IN_PASSWORD_MAX_LENGTH, `must be at most ${SIGN_IN_PASSWORD_MAX_LENGTH} characters`),
  })
  .refine((body) => Boolean(body.username || body.email), { message: texts.auth.identifierRequired, path: ["username"] });

export type SignInBody = z.infer<typeof signInBodySchema>;
