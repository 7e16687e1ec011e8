import {
  INVITATION_TTL_MS,
  generateInvitationToken,
  hashInvitationToken,
  invitableRolesFor,
  invitationExpiresAt,
  invitationLink,
  invitationStatus,
  isWellFormedInvitationToken,
  mayInvite,
} from "@/lib/domain/invitations";

describe("invitation tokens", () => {
  it("are 32 random bytes in base64url (43 characters, no padding)", () => {
    const token = generateInvitationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(isWellFormedInvitationToken(token)).toBe(true);
  });

  it("never repeat", () => {
    expect(new Set(Array.from({ length: 500 }, generateInvitationToken)).size).toBe(500);
  });

  it("are stored as their SHA-256 only", () => {
    const token = generateInvitationToken();
    const hash = hashInvitationToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashInvitationToken(token)).toBe(hash);
    const other = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(hashInvitationToken(other)).not.toBe(hash);
  });

  it.each(["", "short", `${"a".repeat(42)}=`, `${"a".repeat(44)}`, `${"a".repeat(42)}/`, `${"a".repeat(42)}+`])("%j is not a token", (value) => {
    expect(isWellFormedInvitationToken(value)).toBe(false);
  });
});

describe("invitationStatus", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const pending = { acceptedAt: null, revokedAt: null, expiresAt: invitationExpiresAt(now) };

  it("is valid for 7 days", () => {
    expect(INVITATION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(invitationExpiresAt(now).toISOString()).toBe("2026-06-22T12:00:00.000Z");
  });

  it.each([
    ["new", pending, now, "pending"],
    ["a millisecond before expiry", pending, new Date(pending.expiresAt.getTime() - 1), "pending"],
    ["at expiry", pending, pending.expiresAt, "expired"],
    ["accepted", { ...pending, acceptedAt: now }, now, "accepted"],
    ["accepted, later past its expiry", { ...pending, acceptedAt: now }, new Date(pending.expiresAt.getTime() + 1), "accepted"],
    ["revoked", { ...pending, revokedAt: now }, now, "revoked"],
    ["revoked and expired", { ...pending, revokedAt: now }, pending.expiresAt, "revoked"],
  ])("%s → %s", (_name, invitation, at, expected) => {
    expect(invitationStatus(invitation, at)).toBe(expected);
  });
});

describe("who may invite whom", () => {
  it.each([
    ["super-admin", "analyst", true],
    ["super-admin", "admin", true],
    ["super-admin", "super-admin", false],
    ["admin", "analyst", true],
    ["admin", "admin", false],
    ["admin", "super-admin", false],
    ["analyst", "analyst", false],
    ["", "analyst", false],
  ])("%s inviting %s: %s", (actor, role, allowed) => {
    expect(mayInvite(actor, role)).toBe(allowed);
  });

  it("lists the roles each actor may invite", () => {
    expect(invitableRolesFor("super-admin")).toEqual(["analyst", "admin"]);
    expect(invitableRolesFor("admin")).toEqual(["analyst"]);
    expect(invitableRolesFor("analyst")).toEqual([]);
  });
});

describe("invitationLink", () => {
  it.each([
    ["https://lumos.example.com", "https://lumos.example.com/signup-page?invitation=abc_-1"],
    ["https://lumos.example.com/", "https://lumos.example.com/signup-page?invitation=abc_-1"],
    ["http://127.0.0.1:3000", "http://127.0.0.1:3000/signup-page?invitation=abc_-1"],
  ])("%s → %s", (baseUrl, expected) => {
    expect(invitationLink({ baseUrl, token: "abc_-1" })).toBe(expected);
  });
});
