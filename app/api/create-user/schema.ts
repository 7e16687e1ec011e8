import { z } from "zod";
import { email, groupName, password, role, username } from "@/lib/validations/admin";

export const createUserBody = z.object({
  username,
  email,
  password: password.optional(),
  role: role.optional(),
  group_name: groupName().optional(),
});
