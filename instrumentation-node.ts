// Server start-up on Node.js (instrumentation.ts loads this only there, so the edge build never bundles it).
import { authSecretProblem } from "@/lib/auth/secret";
import { startMailRetries } from "@/lib/mail/send";

export function startServer() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // A production server (`next start`, with or without scripts/start.ts) refuses to serve with a missing or short
  // NEXTAUTH_SECRET instead of failing on the first sign-in.
  if (process.env.NODE_ENV === "production") {
    const problem = authSecretProblem(process.env.NEXTAUTH_SECRET, true);
    if (problem) {
      console.error(`[lumos] Cannot start: ${problem.message}`);
      process.exit(1);
    }
  }
  // Mail that could not be delivered is tried again (lib/mail/retry-policy.ts).
  startMailRetries();
  // What Lumos knows is built now, in the background, so the first question does not wait for it.
  if (process.env.NODE_ENV === "production") void warmLumos();
}

async function warmLumos() {
  try {
    const { getKnowledge } = await import("@/lib/lumos/knowledge");
    await getKnowledge();
  } catch (error) {
    // The first question builds it again, and reports what went wrong then.
    console.warn(`[lumos] Lumos' knowledge could not be built at start: ${error instanceof Error ? error.message : String(error)}`);
  }
}
