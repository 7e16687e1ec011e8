import { z } from "zod";
import { refineUserRef, userRefShape } from "@/lib/validations/admin";

export const disableUserBody = refineUserRef(z.object(userRefShape));
