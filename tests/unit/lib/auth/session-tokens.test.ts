import { UnsecuredJWT } from "jose";
import { sessionTokenError } from "@/lib/auth/session-tokens";
import { signInErrorMessage, SIGN_IN_ERROR } from "@/lib/auth/sign-in-errors";
import { texts } from "@/lib/ui/texts";

const now = Date.UTC(2026, 5, 15, 12, 0, 0);
const token = (exp: number | undefined) => {
  const jwt = new UnsecuredJWT({ sub: "u" });
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.encode();
};

describe("sessionTokenError (specification 000 §4–§5)", () => {
  it.each([
    ["no session", null, texts.auth.tokensMissing],
    ["no id token", { accessToken: token(now / 1000 + 60) }, texts.auth.tokensMissing],
    ["no access token", { idToken: token(now / 1000 + 60) }, texts.auth.tokensMissing],
    ["an id token that does not decode", { idToken: "not-a-jwt", accessToken: "x" }, texts.auth.idTokenUndecodable],
    ["an expired id token", { idToken: token(now / 1000 - 1), accessToken: "x" }, texts.auth.idTokenExpired],
    ["an id token without exp", { idToken: token(undefined), accessToken: "x" }, texts.auth.idTokenExpired],
    ["usable tokens", { idToken: token(now / 1000 + 60), accessToken: "x" }, null],
  ])("%s", (_label, session, expected) => {
    expect(sessionTokenError(session, now)).toBe(expected);
  });
});

describe("signInErrorMessage", () => {
  it.each([
    [null, null],
    [SIGN_IN_ERROR.credentials, "Incorrect email or password."],
    [SIGN_IN_ERROR.adminOnly, texts.auth.adminOnly],
    [SIGN_IN_ERROR.unavailable, "Lumos is temporarily unavailable. Please try again in a moment."],
    [`${SIGN_IN_ERROR.rateLimited}:900`, "Too many sign-in attempts. Please try again in 15 minutes."],
    [`${SIGN_IN_ERROR.rateLimited}:30`, "Too many sign-in attempts. Please try again in 1 minute."],
    ["Something internal", texts.auth.signInFailed],
  ])("%s → %s", (code, expected) => {
    expect(signInErrorMessage(code)).toBe(expected);
  });
});
