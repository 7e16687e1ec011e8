// Runs once when the server starts, before it answers (Next awaits it). The edge build drops the branch, so Node-only
// modules stay out of it.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./instrumentation-node");
    await startServer();
  }
}
