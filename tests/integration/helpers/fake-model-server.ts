// A fake OpenAI-compatible model server on 127.0.0.1 (node:http) for the hosted-model tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Mode =
  { kind: "silent" } | { kind: "propose"; query: (question: string) => unknown } | { kind: "slow"; ms: number } | { kind: "fail"; status: number };

/**
 * A fake OpenAI-compatible server: /v1/chat/completions answers as the current mode says (silent: never, noting
 * when the caller hangs up), /v1/models lists the model.
 */
export class FakeModelServer {
  mode: Mode = { kind: "fail", status: 500 };
  calls: Array<{ model: string; messages: Array<{ role: string; content: string }>; response_format?: { type: string } }> = [];
  /** When callers of a silent call hung up. */
  hungUpAt: number[] = [];
  private server: Server = createServer((request, response) => void this.handle(request, response));
  baseUrl = "";

  constructor(private readonly model: string) {}

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === "GET" && request.url === "/v1/models") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ object: "list", data: [{ id: this.model, object: "model" }] }));
      return;
    }
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw);
    this.calls.push(body);
    const mode = this.mode;
    if (mode.kind === "silent") {
      response.once("close", () => this.hungUpAt.push(Date.now()));
      return;
    }
    if (mode.kind === "fail") {
      response
        .writeHead(mode.status, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "model overloaded", type: "server_error" } }));
      return;
    }
    if (mode.kind === "slow") {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, mode.ms);
        response.once("close", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const question = JSON.parse(body.messages.at(-1).content).question as string;
    const content = mode.kind === "propose" ? JSON.stringify(mode.query(question)) : "{}";
    if (response.destroyed) return;
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-1",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: this.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }
}
