// The mails Lumos sends, as plain text and HTML built from the same blocks. Pure: the texts come from
// lib/ui/texts, every value is escaped in the HTML part, and addresses in the text are turned into links.
import { texts } from "@/lib/ui/texts";
import type { OutgoingMail } from "@/lib/data/mail";
import type { WatchReport } from "@/lib/watchlists/shared";

type Block = string | { code: string };

export type MailContent = Omit<OutgoingMail, "to">;

const m = texts.accounts.mail;

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function render(subject: string, blocks: Block[]): MailContent {
  const text = blocks.map((block) => (typeof block === "string" ? block : block.code)).join("\n\n");
  const body = blocks
    .map((block) =>
      typeof block === "string"
        ? `<p style="margin:0 0 16px">${linkify(escapeHtml(block)).replace(/\n/g, "<br>")}</p>`
        : `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;font-family:ui-monospace,Menlo,monospace">${escapeHtml(block.code)}</p>`,
    )
    .join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>`;
  return { subject, text: `${text}\n`, html };
}

export interface CodeMailOptions {
  username: string | null;
  code: string;
  /** Page where the code is entered. */
  url: string;
  minutes: number;
  attempts: number;
}

export function signUpCodeMail({ username, code, url, minutes, attempts }: CodeMailOptions): MailContent {
  return render(m.signUpCodeSubject, [
    m.greeting(username),
    m.signUpCodeIntro,
    { code },
    m.signUpCodeWhere(url),
    m.codeFooter(minutes, attempts),
    m.signUpCodeNotYou,
    m.signature,
  ]);
}

/** To an address that already has an account, instead of a code: the sign-up answer stays the same for both. */
export function signUpAttemptMail({ username, signInUrl, resetUrl }: { username: string; signInUrl: string; resetUrl: string }): MailContent {
  return render(m.signUpAttemptSubject, [
    m.greeting(username),
    m.signUpAttemptBody(username),
    m.signUpAttemptSignIn(signInUrl),
    m.signUpAttemptReset(resetUrl),
    m.signUpAttemptNotYou,
    m.signature,
  ]);
}

export function passwordResetCodeMail({ byAdministrator = false, ...options }: CodeMailOptions & { byAdministrator?: boolean }): MailContent {
  return render(m.resetCodeSubject, [
    m.greeting(options.username),
    ...(byAdministrator ? [m.resetCodeByAdmin] : []),
    m.resetCodeIntro,
    { code: options.code },
    m.resetCodeWhere(options.url),
    m.codeFooter(options.minutes, options.attempts),
    m.resetCodeNotYou,
    m.signature,
  ]);
}

export function passwordChangedMail({ username, resetUrl }: { username: string; resetUrl: string }): MailContent {
  return render(m.passwordChangedSubject, [m.greeting(username), m.passwordChangedBody, m.passwordChangedNotYou(resetUrl), m.signature]);
}

export function invitationMail({
  link,
  role,
  groupName,
  invitedBy,
  expiresAt,
}: {
  link: string;
  role: string;
  groupName: string | null;
  invitedBy: string | null;
  expiresAt: Date;
}): MailContent {
  const until = `${expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return render(m.invitationSubject, [
    m.greeting(null),
    m.invitationBody(invitedBy, role, groupName),
    m.invitationLink(link),
    m.invitationValidity(until),
    m.invitationNotYou,
    m.signature,
  ]);
}

/** POST /api/send: an administrator's own words, with a line saying who sent them. */
export function adminMessageMail({ subject, text, sender }: { subject: string; text: string; sender: string }): MailContent {
  return render(subject, [text, m.adminMessageFooter(sender)]);
}

/** The daily digest of saved questions: per changed question, the count and the games that entered and left. */
export function savedQuestionsDigestMail({
  username,
  changed,
  dashboardUrl,
}: {
  username: string;
  changed: ReadonlyArray<{ name: string; question: string; report: WatchReport }>;
  dashboardUrl: string;
}): MailContent {
  const s = texts.savedQuestions;
  const blocks = changed.map(({ name, question, report }) => {
    const lines = [name === question ? name : `${name}: ${question}`, `${s.countChange(report.previous_total, report.total)}`];
    const list = (label: string, games: WatchReport["new_games"], count: number) => {
      if (count === 0) return;
      lines.push(`${label}:`, ...games.map((game) => `  ${game.title}: ${game.detail}`));
      if (count > games.length) lines.push(`  ${s.andMore(count - games.length)}`);
    };
    list(s.newGames(report.new_count), report.new_games, report.new_count);
    list(s.leftGames(report.left_count), report.left_games, report.left_count);
    return lines.join("\n");
  });
  return render(s.digestSubject(changed.length), [m.greeting(username), s.digestIntro, ...blocks, s.digestFooter(dashboardUrl), m.signature]);
}
