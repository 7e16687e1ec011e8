import { z } from "zod";
import { refineUserRef, userRefShape } from "@/lib/validations/admin";

export const deleteUserBody = refineUserRef(z.object(userRefShape));
