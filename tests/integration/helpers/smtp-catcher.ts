// A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives, so integration tests
// deliver through nodemailer exactly as production does and read the code or link back from the mail.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  from: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  /** The SMTP_URL to give the application: plain SMTP, no TLS upgrade. */
  url: string;
  mails: CaughtMail[];
  /** The mails sent to an address so far. */
  to(address: string): CaughtMail[];
  /** Waits (up to 5 s) for a mail to an address matching the filter; returns the latest such mail. */
  waitFor(address: string, filter?: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const index = part.search(/\r?\n\r?\n/);
  const head = index < 0 ? part : part.slice(0, index);
  const body = index < 0 ? "" : part.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? "7bit").toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8").replace(/\r\n/g, "\n");
  if (kind === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n");
  }
  return body.replace(/\r\n/g, "\n");
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/** Enough MIME for what nodemailer writes: one text part, or multipart/alternative with text and HTML. */
export function parseMail(raw: string, envelope: { from: string | null; to: string[] }): CaughtMail {
  const { headers, body } = splitHeaders(raw);
  const parts: Array<{ type: string; content: string }> = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = splitHeaders(chunk.replace(/^\r?\n/, ""));
      parts.push({
        type: (part.headers["content-type"] ?? "text/plain").split(";")[0].toLowerCase(),
        content: decodeBody(part.body, part.headers["content-transfer-encoding"]),
      });
    }
  } else {
    parts.push({
      type: (headers["content-type"] ?? "text/plain").split(";")[0].toLowerCase(),
      content: decodeBody(body, headers["content-transfer-encoding"]),
    });
  }
  return {
    ...envelope,
    subject: decodeHeaderWords(headers.subject ?? ""),
    text: parts.find((part) => part.type === "text/plain")?.content ?? "",
    html: parts.find((part) => part.type === "text/html")?.content ?? null,
    raw,
  };
}

/** Starts the catcher on `port` (0: any free port). */
export async function startSmtpCatcher({ port: wanted = 0 }: { port?: number } = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        };
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(wanted, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    port,
    url: `smtp://127.0.0.1:${port}?secure=false&ignoreTLS=true`,
    mails,
    to,
    async waitFor(address, filter = () => true) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = to(address).filter(filter);
        if (found.length > 0) return found[found.length - 1];
        if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived within 5 s (${mails.length} mails in all)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    clear() {
      mails.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a code mail. */
export function codeIn(mail: CaughtMail): string {
  const match = /^(\d{6})$/m.exec(mail.text);
  if (!match) throw new Error(`no code in the mail "${mail.subject}"`);
  return match[1];
}

/** The invitation token of an invitation mail's link. */
export function invitationTokenIn(mail: CaughtMail): string {
  const match = /\/signup-page\?invitation=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation link in the mail "${mail.subject}"`);
  return match[1];
}
