import { z } from "zod";
import { groupName } from "@/lib/validations/admin";

export const deleteGroupBody = z.object({ group_name: groupName() });
