import { z } from "zod";
import { password, refineUserRef, userRefShape } from "@/lib/validations/admin";

export const setUserPasswordBody = refineUserRef(z.object({ ...userRefShape, password }));
