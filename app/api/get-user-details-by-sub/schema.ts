import { z } from "zod";

export const getUserDetailsBySubBody = z.object({ sub: z.guid({ error: "sub must be a token subject (a UUID)" }) });
