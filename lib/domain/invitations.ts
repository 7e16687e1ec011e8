// Invitations: tokens, lifetimes, states and who may invite whom. Pure (no database), so the rules are
// unit-tested on their own and read the same in routes, pages and data functions.
import { createHash, randomBytes } from "node:crypto";
import type { Role } from "./roles";

export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** 32 random bytes, base64url without padding. */
export const INVITATION_TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Roles an invitation can carry. Super-admin accounts are created by a super-admin, never by a mailed link. */
export const INVITABLE_ROLES = ["analyst", "admin"] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export function generateInvitationToken(): string {
  return randomBytes(INVITATION_TOKEN_BYTES).toString("base64url");
}

/** Only this is stored; the token itself travels in the mail alone. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function isWellFormedInvitationToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function invitationExpiresAt(now: Date = new Date()): Date {
  return new Date(now.getTime() + INVITATION_TTL_MS);
}

/** Accepted wins over revoked (an accepted invitation cannot be revoked), revoked over expired. */
export function invitationStatus(invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  if (now.getTime() >= invitation.expiresAt.getTime()) return "expired";
  return "pending";
}

/** The roles an actor may invite: a super-admin analysts and admins, an admin analysts only, others none. */
export function invitableRolesFor(actorRole: string): InvitableRole[] {
  if (actorRole === "super-admin") return ["analyst", "admin"];
  if (actorRole === "admin") return ["analyst"];
  return [];
}

export function mayInvite(actorRole: string, role: string): boolean {
  return (invitableRolesFor(actorRole) as string[]).includes(role);
}

/** `${base}/signup-page?invitation=<token>`; base is NEXTAUTH_URL or the request's origin, without a trailing slash. */
export function invitationLink({ baseUrl, token }: { baseUrl: string; token: string }): string {
  return `${baseUrl.replace(/\/+$/, "")}/signup-page?invitation=${encodeURIComponent(token)}`;
}
