import { z } from "zod";
import { groupName, refineUserRef, userRefShape } from "@/lib/validations/admin";

export const addUserToGroupBody = refineUserRef(z.object({ ...userRefShape, group_name: groupName() }));
