import "server-only";
// Invitations (issue part 6, server side). Who may invite whom: a super-admin invites analysts and admins, an
// admin analysts only; super-admin accounts are never handed out by a mailed link. The same rule covers resending
// and revoking (an admin cannot touch an invitation to become an admin). Every change is audit-logged with the
// admin route's name as the action.
import type { SessionUser } from "@/lib/auth/guard";
import {
  createInvitationUnlessDuplicate,
  findGroupByName,
  findInvitationByTokenHash,
  getInvitation,
  listInvitations,
  reissueInvitation,
  revokeInvitation,
  toInvitationView,
  type DuplicateReason,
  type InvitationRecord,
  type InvitationView,
} from "@/lib/data/invitations";
import { findAccountByEmail, recordAuditEntry } from "@/lib/data/users";
import { AppError } from "@/lib/server/errors";
import { sendMail, type MailDelivery } from "@/lib/mail/send";
import { invitationMail } from "@/lib/mail/templates";
import { texts } from "@/lib/ui/texts";
import { MAX_BULK_ADDRESSES, parseEmailList } from "./email-list";
import {
  generateInvitationToken,
  hashInvitationToken,
  invitationExpiresAt,
  invitationLink,
  invitationStatus,
  isWellFormedInvitationToken,
  mayInvite,
  type InvitationStatus,
} from "@/lib/domain/invitations";

const SURFACE = "invitations";
const t = texts.accounts;
/** Bulk invitations are mailed this many at a time (the SMTP pool's connection count). */
const BULK_CONCURRENCY = 5;

type Actor = Pick<SessionUser, "id" | "role" | "username">;

interface InvitationTerms {
  role: string;
  group: { id: string; name: string } | null;
}

function assertMayInvite(actor: Actor, role: string) {
  if (mayInvite(actor.role, role)) return;
  if (role === "super-admin") throw new AppError(`forbidden:${SURFACE}`, t.superAdminNotInvitable);
  if (role === "admin") throw new AppError(`forbidden:${SURFACE}`, t.onlySuperAdminInvitesAdmins);
  throw new AppError(`forbidden:${SURFACE}`, texts.auth.forbidden);
}

async function invitationTerms(actor: Actor, { role = "analyst", groupName }: { role?: string; groupName?: string | null }): Promise<InvitationTerms> {
  assertMayInvite(actor, role);
  if (!groupName) return { role, group: null };
  const group = await findGroupByName({ name: groupName });
  if (!group) throw new AppError(`bad_request:${SURFACE}`, t.groupNotFound(groupName), "group_name");
  return { role, group };
}

async function mailInvitation(invitation: InvitationRecord, token: string, { actor, baseUrl }: { actor: Actor; baseUrl: string }): Promise<MailDelivery> {
  const mail = invitationMail({
    link: invitationLink({ baseUrl, token }),
    role: invitation.role,
    groupName: invitation.groupName,
    invitedBy: actor.username,
    expiresAt: invitation.expiresAt,
  });
  return (await sendMail({ to: invitation.email, ...mail })).delivery;
}

type InviteOutcome = { status: "created"; invitation: InvitationRecord; delivery: MailDelivery } | { status: "duplicate"; reason: DuplicateReason };

async function inviteAddress(
  email: string,
  terms: InvitationTerms,
  { actor, baseUrl, via }: { actor: Actor; baseUrl: string; via: string },
): Promise<InviteOutcome> {
  const token = generateInvitationToken();
  const creation = await createInvitationUnlessDuplicate({
    email,
    role: terms.role,
    groupId: terms.group?.id ?? null,
    tokenHash: hashInvitationToken(token),
    expiresAt: invitationExpiresAt(),
    invitedBy: actor.id,
  });
  if (creation.status === "duplicate") return creation;
  const delivery = await mailInvitation(creation.invitation, token, { actor, baseUrl });
  await recordAuditEntry({
    entry: {
      actorUserId: actor.id,
      action: "send-invitation",
      targetType: "invitation",
      targetId: creation.invitation.id,
      detail: { email, role: terms.role, group_name: terms.group?.name ?? null, delivery, via },
    },
  });
  return { ...creation, delivery };
}

export interface SentInvitation {
  success: true;
  invitation: InvitationView;
  delivery: MailDelivery;
}

/** POST /api/send-invitation (and /api/send-email-invitation): one address; a duplicate is a 400 on `email`. */
export async function sendInvitation({
  actor,
  email,
  role,
  groupName,
  baseUrl,
  via = "send-invitation",
}: {
  actor: Actor;
  email: string;
  role?: string;
  groupName?: string | null;
  baseUrl: string;
  via?: string;
}): Promise<SentInvitation> {
  const terms = await invitationTerms(actor, { role, groupName });
  const outcome = await inviteAddress(email, terms, { actor, baseUrl, via });
  if (outcome.status === "duplicate") {
    throw new AppError(`bad_request:${SURFACE}`, outcome.reason === "already_a_user" ? t.alreadyAUser : t.invitationPending, "email");
  }
  return { success: true, invitation: toInvitationView(outcome.invitation), delivery: outcome.delivery };
}

export type BulkLineStatus = "sent" | "duplicate" | "malformed" | "failed";
export type BulkLineReason = "listed_twice" | DuplicateReason | "invalid_address" | "delivery_failed" | null;

export interface BulkLineResult {
  line: number;
  input: string;
  email: string | null;
  status: BulkLineStatus;
  reason: BulkLineReason;
  invitation_id: string | null;
  delivery: MailDelivery | null;
}

export interface BulkInvitationAnswer {
  success: true;
  summary: Record<BulkLineStatus, number> & { total: number };
  results: BulkLineResult[];
}

async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * POST /api/send-bulk: up to 500 addresses from a list or CSV text. Every line is reported: sent, duplicate
 * (listed twice, already invited and pending, or already a user), malformed, or failed (the invitation exists but
 * its mail could not be delivered: resend it). The valid ones are sent even when others are not.
 */
export async function sendBulkInvitations({
  actor,
  source,
  role,
  groupName,
  baseUrl,
}: {
  actor: Actor;
  source: { csv: string } | { emails: readonly string[] };
  role?: string;
  groupName?: string | null;
  baseUrl: string;
}): Promise<BulkInvitationAnswer> {
  const field = "csv" in source ? "csv" : "emails";
  const entries = parseEmailList(source);
  if (entries.length === 0) throw new AppError(`bad_request:${SURFACE}`, t.bulkEmpty, field);
  if (entries.length > MAX_BULK_ADDRESSES) throw new AppError(`bad_request:${SURFACE}`, t.bulkTooMany(MAX_BULK_ADDRESSES), field);
  const terms = await invitationTerms(actor, { role, groupName });

  const results = await mapWithConcurrency(entries, BULK_CONCURRENCY, async (entry): Promise<BulkLineResult> => {
    const base = { line: entry.line, input: entry.input, email: entry.email, invitation_id: null, delivery: null };
    if (entry.status === "malformed") return { ...base, status: "malformed", reason: "invalid_address" };
    if (entry.status === "duplicate") return { ...base, status: "duplicate", reason: "listed_twice" };
    const outcome = await inviteAddress(entry.email, terms, { actor, baseUrl, via: "send-bulk" });
    if (outcome.status === "duplicate") return { ...base, status: "duplicate", reason: outcome.reason };
    const failed = outcome.delivery === "failed";
    return {
      ...base,
      status: failed ? "failed" : "sent",
      reason: failed ? "delivery_failed" : null,
      invitation_id: outcome.invitation.id,
      delivery: outcome.delivery,
    };
  });

  const summary = { total: results.length, sent: 0, duplicate: 0, malformed: 0, failed: 0 };
  for (const result of results) summary[result.status] += 1;
  return { success: true, summary, results };
}

async function invitationOrThrow(id: string): Promise<InvitationRecord> {
  const invitation = await getInvitation({ id });
  if (!invitation) throw new AppError(`not_found:${SURFACE}`, t.invitationNotFound, "id");
  return invitation;
}

/** POST /api/invitations/resend: a new token (the old link stops working) and another 7 days. */
export async function resendInvitation({ actor, id, baseUrl }: { actor: Actor; id: string; baseUrl: string }): Promise<SentInvitation> {
  const invitation = await invitationOrThrow(id);
  assertMayInvite(actor, invitation.role);
  const status = invitationStatus(invitation);
  if (status === "accepted") throw new AppError(`bad_request:${SURFACE}`, t.invitationAccepted, "id");
  if (status === "revoked") throw new AppError(`bad_request:${SURFACE}`, t.invitationRevoked, "id");
  const account = await findAccountByEmail({ email: invitation.email });
  if (account && account.status !== "unconfirmed") throw new AppError(`bad_request:${SURFACE}`, t.alreadyAUser, "id");

  const token = generateInvitationToken();
  const renewed = await reissueInvitation({ id, tokenHash: hashInvitationToken(token), expiresAt: invitationExpiresAt() });
  if (!renewed) throw new AppError(`bad_request:${SURFACE}`, t.invitationAccepted, "id");
  const delivery = await mailInvitation(renewed, token, { actor, baseUrl });
  await recordAuditEntry({
    entry: {
      actorUserId: actor.id,
      action: "resend-invitation",
      targetType: "invitation",
      targetId: id,
      detail: { email: renewed.email, role: renewed.role, delivery },
    },
  });
  return { success: true, invitation: toInvitationView(renewed), delivery };
}

/** POST /api/invitations/revoke: the link stops working. Revoking a revoked invitation changes nothing. */
export async function revokeInvitationById({
  actor,
  id,
}: {
  actor: Actor;
  id: string;
}): Promise<{ success: true; invitation: InvitationView; changed: boolean }> {
  const invitation = await invitationOrThrow(id);
  assertMayInvite(actor, invitation.role);
  if (invitation.acceptedAt) throw new AppError(`bad_request:${SURFACE}`, t.invitationAccepted, "id");
  const changed = await revokeInvitation({ id });
  if (changed) {
    await recordAuditEntry({
      entry: {
        actorUserId: actor.id,
        action: "revoke-invitation",
        targetType: "invitation",
        targetId: id,
        detail: { email: invitation.email, role: invitation.role },
      },
    });
  }
  return { success: true, invitation: toInvitationView((await getInvitation({ id }))!), changed };
}

export function listInvitationsForAdmin({ status, page, perPage }: { status?: InvitationStatus; page: number; perPage: number }) {
  return listInvitations({ status, page, perPage });
}

/** The pending invitation a token names, or null (malformed, unknown, used, revoked, expired or replaced). */
export async function findUsableInvitation({ token }: { token: string }): Promise<InvitationRecord | null> {
  if (!isWellFormedInvitationToken(token)) return null;
  const invitation = await findInvitationByTokenHash({ tokenHash: hashInvitationToken(token) });
  return invitation && invitationStatus(invitation) === "pending" ? invitation : null;
}

/** What the sign-up page shows for ?invitation=: the fixed address, the role and the group. */
export async function describeInvitationForSignUp({ token }: { token: string }): Promise<{ email: string; role: string; groupName: string | null } | null> {
  const invitation = await findUsableInvitation({ token });
  return invitation ? { email: invitation.email, role: invitation.role, groupName: invitation.groupName } : null;
}
