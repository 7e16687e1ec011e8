import { adminMessageBody, bulkInvitationBody, confirmSignUpBody, invitationBody, invitationListQuery, signUpBody } from "@/lib/accounts/schemas";

function firstProblem(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  if (result.success) return null;
  const issue = result.error!.issues[0];
  return [issue.path.map(String).join("."), issue.message];
}

describe("request bodies", () => {
  it("normalises addresses and codes", () => {
    expect(confirmSignUpBody.parse({ email: "  Jane@Example.COM ", code: "123 456" })).toEqual({ email: "jane@example.com", code: "123456" });
    expect(confirmSignUpBody.parse({ email: "jane@example.com", code: "123-456" }).code).toBe("123456");
  });

  it.each([
    [confirmSignUpBody, { email: "jane@example.com" }, ["code", "Enter the 6-digit code from the email."]],
    [confirmSignUpBody, { email: "jane@example.com", code: "" }, ["code", "Enter the 6-digit code from the email."]],
    [confirmSignUpBody, { email: "jane@example.com", code: "12345" }, ["code", "The code has 6 digits."]],
    [confirmSignUpBody, { email: "jane@example.com", code: 123456 }, ["code", "Enter the 6-digit code from the email."]],
    [confirmSignUpBody, { email: "jane", code: "123456" }, ["email", "Enter a valid email address."]],
    [
      signUpBody,
      { username: "ab", email: "a@example.com", password: "x" },
      ["username", "A username has 3 to 64 letters, digits, dots, dashes or underscores, and starts with a letter or digit."],
    ],
    [
      signUpBody,
      { username: ".hidden", email: "a@example.com", password: "x" },
      ["username", "A username has 3 to 64 letters, digits, dots, dashes or underscores, and starts with a letter or digit."],
    ],
    [signUpBody, { username: "jane", password: "x" }, ["email", "Enter your email address."]],
    [signUpBody, { username: "jane", email: "a@example.com", password: "" }, ["password", "Enter a password."]],
    [
      signUpBody,
      { username: "jane", email: "a@example.com", password: "abcdefgh", confirm_password: "abcdefgi" },
      ["confirm_password", "The passwords do not match."],
    ],
    [invitationBody, { email: "a@example.com", role: "owner" }, ["role", "role must be analyst or admin."]],
    [bulkInvitationBody, {}, ["emails", "Give at least one email address."]],
    [bulkInvitationBody, { emails: [], csv: "" }, ["emails", "Send either emails (a list of addresses) or csv (text), not both."]],
    [bulkInvitationBody, { emails: "a@example.com" }, ["emails", "emails must be a list of addresses"]],
    [bulkInvitationBody, { emails: Array.from({ length: 501 }, () => "a@example.com") }, ["emails", "Send at most 500 addresses at a time."]],
    [invitationListQuery, { status: "open" }, ["status", "status must be one of pending, accepted, revoked, expired"]],
    [invitationListQuery, { page: "2.5" }, ["page", "page must be a whole number from 1"]],
    [invitationListQuery, { per_page: "101" }, ["per_page", "per_page must be a whole number from 1 to 100"]],
    [adminMessageBody, { to: "a@example.com", subject: "x".repeat(201), text: "hi" }, ["subject", "The subject may have at most 200 characters."]],
  ])("%#: refuses %j naming the field", (schema, body, expected) => {
    expect(firstProblem(schema.safeParse(body))).toEqual(expected);
  });

  it("accepts a sign-up with an invitation and no address, and defaults the list query", () => {
    expect(signUpBody.safeParse({ username: "jane", password: "abcdefgh", invitation: "t".repeat(43) }).success).toBe(true);
    expect(invitationListQuery.parse({})).toEqual({ page: 1, per_page: 25 });
  });

  it("folds line breaks out of a subject", () => {
    expect(adminMessageBody.parse({ to: "a@example.com", subject: "Line one\r\nBcc: x@example.com", text: "hi" }).subject).toBe("Line one Bcc: x@example.com");
  });
});
