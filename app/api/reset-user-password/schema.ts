import { z } from "zod";
import { refineUserRef, userRefShape } from "@/lib/validations/admin";

export const resetUserPasswordBody = refineUserRef(z.object(userRefShape));
