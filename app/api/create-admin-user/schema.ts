import { z } from "zod";
import { email, groupName, password, username } from "@/lib/validations/admin";

export const createAdminUserBody = z.object({
  username,
  email,
  password: password.optional(),
  group_name: groupName().optional(),
});
