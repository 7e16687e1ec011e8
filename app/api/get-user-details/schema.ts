import { z } from "zod";
import { refineUserRef, userRefShape } from "@/lib/validations/admin";

export const getUserDetailsBody = refineUserRef(z.object(userRefShape));
