// Request bodies of the sign-up, password-reset, invitation and message routes. Field messages are sentences a
// person can act on; the routes answer 400 with { error: { code, message, field } } for the first problem.
// Names follow the specification's style for admin calls (group_name, snake_case), camel case nowhere.
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-policy";
import { texts } from "@/lib/ui/texts";
import { isWellFormedCode, normalizeCode } from "./codes";
import { MAX_BULK_ADDRESSES, MAX_BULK_TEXT_LENGTH, MAX_EMAIL_LENGTH, normalizeEmail } from "./email-list";
import { INVITATION_STATUSES } from "@/lib/domain/invitations";

const t = texts.accounts;

export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$/;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 20_000;

/** An address, trimmed and lower-cased. */
export const emailField = z
  .string({ error: t.emailRequired })
  .trim()
  .min(1, t.emailRequired)
  .max(MAX_EMAIL_LENGTH, t.emailInvalid)
  .transform((value, ctx) => {
    const email = normalizeEmail(value);
    if (email === null) {
      ctx.addIssue({ code: "custom", message: t.emailInvalid });
      return z.NEVER;
    }
    return email;
  });

export const usernameField = z.string({ error: t.usernameRequired }).trim().min(1, t.usernameRequired).regex(USERNAME_PATTERN, t.usernameFormat);

/** The policy (length, common passwords) is applied by the accounts module with validateNewPassword. */
export const newPasswordField = z
  .string({ error: t.passwordRequired })
  .min(1, t.passwordRequired)
  .max(PASSWORD_MAX_LENGTH * 4, texts.password.tooLong(PASSWORD_MAX_LENGTH));

export const codeField = z
  .string({ error: t.codeRequired })
  .transform(normalizeCode)
  .refine((code) => code.length > 0, t.codeRequired)
  .refine(isWellFormedCode, t.codeFormat);

const confirmPasswordField = z.string({ error: t.passwordsDiffer }).optional();

function passwordsAgree<T extends { password: string; confirm_password?: string }>(body: T, ctx: z.RefinementCtx) {
  if (body.confirm_password !== undefined && body.confirm_password !== body.password) {
    ctx.addIssue({ code: "custom", message: t.passwordsDiffer, path: ["confirm_password"] });
  }
}

/** POST /api/signup. With `invitation` the address comes from the invitation and `email` may be left out. */
export const signUpBody = z
  .object({
    username: usernameField,
    email: emailField.optional(),
    password: newPasswordField,
    confirm_password: confirmPasswordField,
    invitation: z.string().trim().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.invitation && body.email === undefined) ctx.addIssue({ code: "custom", message: t.emailRequired, path: ["email"] });
    passwordsAgree(body, ctx);
  });

/** POST /api/signup/confirm */
export const confirmSignUpBody = z.object({ email: emailField, code: codeField });

/** POST /api/signup/resend and POST /api/forgot-password */
export const emailOnlyBody = z.object({ email: emailField });

/** POST /api/confirm-forgot-password */
export const confirmPasswordResetBody = z
  .object({ email: emailField, code: codeField, password: newPasswordField, confirm_password: confirmPasswordField })
  .superRefine(passwordsAgree);

const roleField = z.enum(["analyst", "admin", "super-admin"], { error: t.roleInvalid }).optional();
const groupNameField = z.string({ error: "group_name must be text" }).trim().max(200, "group_name may have at most 200 characters").optional();

/** POST /api/send-invitation and /api/send-email-invitation */
export const invitationBody = z.object({ email: emailField, role: roleField, group_name: groupNameField });

/** POST /api/send-bulk: exactly one of emails and csv. */
export const bulkInvitationBody = z
  .object({
    emails: z
      .array(z.string({ error: "emails must hold text" }).max(1000, "emails items may have at most 1,000 characters"), {
        error: "emails must be a list of addresses",
      })
      .max(MAX_BULK_ADDRESSES, t.bulkTooMany(MAX_BULK_ADDRESSES))
      .optional(),
    csv: z.string({ error: "csv must be text" }).max(MAX_BULK_TEXT_LENGTH, t.bulkTooMany(MAX_BULK_ADDRESSES)).optional(),
    role: roleField,
    group_name: groupNameField,
  })
  .superRefine((body, ctx) => {
    if (body.emails !== undefined && body.csv !== undefined) ctx.addIssue({ code: "custom", message: t.bulkEitherOr, path: ["emails"] });
    else if (body.emails === undefined && body.csv === undefined) ctx.addIssue({ code: "custom", message: t.bulkEmpty, path: ["emails"] });
  });

export const invitationIdBody = z.object({ id: z.uuid({ error: t.invitationIdInvalid }) });

/** GET /api/invitations?status=&page=&per_page= */
export const invitationListQuery = z.object({
  status: z.enum(INVITATION_STATUSES, { error: `status must be one of ${INVITATION_STATUSES.join(", ")}` }).optional(),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(1_000_000)
    .default(1),
  per_page: z.coerce
    .number({ error: "per_page must be a whole number from 1 to 100" })
    .int("per_page must be a whole number from 1 to 100")
    .min(1, "per_page must be a whole number from 1 to 100")
    .max(100, "per_page must be a whole number from 1 to 100")
    .default(25),
});

/** POST /api/send: a plain message from an administrator to a user's address. */
export const adminMessageBody = z.object({
  to: emailField,
  subject: z
    .string({ error: t.subjectRequired })
    .trim()
    .min(1, t.subjectRequired)
    .max(MAX_SUBJECT_LENGTH, t.subjectTooLong(MAX_SUBJECT_LENGTH))
    // A header value: line breaks are folded to spaces rather than refused.
    .transform((value) => value.replace(/[\r\n]+/g, " ")),
  text: z.string({ error: t.messageRequired }).trim().min(1, t.messageRequired).max(MAX_MESSAGE_LENGTH, t.messageTooLong(MAX_MESSAGE_LENGTH)),
});
