import { z } from "zod";
import { USER_POOL_ID } from "@/lib/auth/session-policy";
import { texts } from "@/lib/ui/texts";
import { groupName, nextToken, pageLimit } from "@/lib/validations/admin";

export const listUsersInGroupBody = z.object({
  group_name: groupName(),
  // Specification 000 §7 sends it; Lumos has one user pool, so it may be left out but must not name another.
  user_pool_id: z.literal(USER_POOL_ID, { error: texts.admin.wrongUserPool(USER_POOL_ID) }).optional(),
  next_token: nextToken,
  limit: pageLimit,
});
