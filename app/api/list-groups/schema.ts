import { z } from "zod";
import { nextToken, pageLimit } from "@/lib/validations/admin";

export const listGroupsBody = z.object({ next_token: nextToken, limit: pageLimit });
