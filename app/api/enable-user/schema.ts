import { z } from "zod";
import { refineUserRef, userRefShape } from "@/lib/validations/admin";

export const enableUserBody = refineUserRef(z.object(userRefShape));
