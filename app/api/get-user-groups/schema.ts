import { z } from "zod";
import { refineUserRef, userRefShape } from "@/lib/validations/admin";

export const getUserGroupsBody = refineUserRef(z.object(userRefShape));
