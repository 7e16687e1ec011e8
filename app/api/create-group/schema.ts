import { z } from "zod";
import { description, groupName, precedence } from "@/lib/validations/admin";

export const createGroupBody = z.object({
  group_name: groupName(),
  description: description.optional(),
  precedence: precedence.optional(),
});
