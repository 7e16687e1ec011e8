import { healthResponse } from "@/lib/health";

export const dynamic = "force-dynamic";

export function GET() {
  return healthResponse();
}
