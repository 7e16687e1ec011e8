import "server-only";
import { getEnv } from "@/lib/server/env";

/** The limit on the hosted model: after this the built-in parser answers (issue 6, "Optional hosted model"). */
export const HOSTED_MODEL_TIMEOUT_MS = 8_000;
/** How long /api/lumos/health waits for the model's server. */
export const HOSTED_MODEL_HEALTH_TIMEOUT_MS = 2_000;

export interface HostedModelConfig {
  /** OpenAI-compatible base address, e.g. https://api.example.com/v1 (the SDK appends /chat/completions). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const globalForModel = globalThis as unknown as { lumosHostedModelOverride?: HostedModelConfig | null };

/** The configured model (LUMOS_LLM_BASE_URL, LUMOS_LLM_MODEL, LUMOS_LLM_API_KEY), or null when none is. */
export function hostedModelConfig(): HostedModelConfig | null {
  const override = globalForModel.lumosHostedModelOverride;
  if (override !== undefined) return override;
  const env = getEnv();
  if (!env.LUMOS_LLM_BASE_URL || !env.LUMOS_LLM_MODEL) return null;
  return { baseUrl: env.LUMOS_LLM_BASE_URL, apiKey: env.LUMOS_LLM_API_KEY, model: env.LUMOS_LLM_MODEL, timeoutMs: HOSTED_MODEL_TIMEOUT_MS };
}

/** Whether an OpenAI-compatible model is configured. The built-in engine answers either way. */
export function hostedModelConfigured(): boolean {
  return hostedModelConfig() !== null;
}

/**
 * Tests point Lumos at a fake server and shorten the timeout (null: no model; undefined: back to the environment),
 * as useDatabaseForTests does for the database.
 */
export function useHostedModelForTests(config: HostedModelConfig | null | undefined) {
  globalForModel.lumosHostedModelOverride = config;
}
