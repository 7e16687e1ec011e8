import { z } from "zod";
import { description, groupName, precedence } from "@/lib/validations/admin";

export const updateGroupBody = z.object({
  group_name: groupName(),
  description: description.optional(),
  precedence: precedence.optional(),
  new_group_name: groupName("new_group_name").optional(),
});
