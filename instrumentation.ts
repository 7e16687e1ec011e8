// Runs once when the server starts. A production server (`next start`, with or without scripts/start.ts) refuses
// to serve with a missing or short NEXTAUTH_SECRET instead of failing on the first sign-in.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV !== "production") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { authSecretProblem } = await import("@/lib/auth/secret");
  const problem = authSecretProblem(process.env.NEXTAUTH_SECRET, true);
  if (problem) {
    console.error(`[lumos] Cannot start: ${problem.message}`);
    process.exit(1);
  }
}
