import { z } from "zod";
import { groupName, refineUserRef, userRefShape } from "@/lib/validations/admin";

export const removeUserFromGroupBody = refineUserRef(z.object({ ...userRefShape, group_name: groupName() }));
