import "server-only";
import { getEnv } from "@/lib/env";

/** Whether an OpenAI-compatible model is configured (LUMOS_LLM_BASE_URL and LUMOS_LLM_MODEL). The built-in engine answers either way. */
export function hostedModelConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.LUMOS_LLM_BASE_URL && env.LUMOS_LLM_MODEL);
}
