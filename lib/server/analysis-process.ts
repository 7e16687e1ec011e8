import "server-only";
// Reading from the analysis process (scripts/serve.mjs) in the front one. The analysis process keeps what the whole
// market's screens read (what Lumos knows); a screen the front process may render as well (SHARED_ROUTES) reads it
// as JSON from one of the analysis process's routes, over that process's Unix socket, as the signed-in visitor.
import http from "node:http";
import { headers } from "next/headers";
import { DatabaseUnavailableError } from "@/lib/db/unavailable";

/** The analysis process's socket when this process is the front one, else null: read where the data is kept. */
export function analysisProcessSocket(): string | null {
  return process.env.LUMOS_PROCESS === "front" ? (process.env.LUMOS_ANALYSIS_SOCKET ?? null) : null;
}

const globalForAnalysis = globalThis as typeof globalThis & { lumosAnalysisAgent?: http.Agent };
const agent = () => (globalForAnalysis.lumosAnalysisAgent ??= new http.Agent({ keepAlive: true }));

/** What says who the visitor is, passed on as it came: the session cookie, or a bearer token. */
export interface VisitorCredentials {
  cookie: string | null;
  authorization: string | null;
}

/**
 * GET `path` from the analysis process on `socketPath` as the visitor (their credentials, checked there again);
 * resolves with the `data` of its `{ success, data }` answer. An outage there (503), or no answer, is the page's
 * outage (DatabaseUnavailableError: the application-error page); any other status throws naming the route and what
 * came back.
 */
export function readFromAnalysisProcess<T>(socketPath: string, path: string, { cookie, authorization }: VisitorCredentials): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (cookie) headers.cookie = cookie;
  if (authorization) headers.authorization = authorization;
  return new Promise<T>((resolve, reject) => {
    const request = http.get({ socketPath, agent: agent(), path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("error", reject);
      answer.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const route = path.split("?")[0];
        if (answer.statusCode === 503) return reject(new DatabaseUnavailableError(`${route}: the analysis process answered 503 (${body.slice(0, 200)})`));
        if (answer.statusCode !== 200) return reject(new Error(`${route}: the analysis process answered ${answer.statusCode} (${body.slice(0, 200)})`));
        try {
          resolve((JSON.parse(body) as { data: T }).data);
        } catch (error) {
          reject(new Error(`${route}: the analysis process's answer is not JSON`, { cause: error }));
        }
      });
    });
    request.on("error", (error) => reject(new DatabaseUnavailableError(`the analysis process did not answer (${error.message})`, { cause: error })));
  });
}

/**
 * What a page rendered in either process reads of the market: `read()` in the process that keeps it, and in the front
 * process the same data from the analysis process's route `path` (which answers `read()`'s result), as the visitor.
 */
export async function readWhereTheMarketIs<T>(path: string, read: () => Promise<T>): Promise<T> {
  const socket = analysisProcessSocket();
  if (!socket) return read();
  const visitor = await headers();
  return readFromAnalysisProcess<T>(socket, path, { cookie: visitor.get("cookie"), authorization: visitor.get("authorization") });
}
