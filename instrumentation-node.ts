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
}
