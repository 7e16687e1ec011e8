import {
  adminMessageMail,
  escapeHtml,
  invitationMail,
  passwordChangedMail,
  passwordResetCodeMail,
  savedQuestionsDigestMail,
  signUpAttemptMail,
  signUpCodeMail,
} from "@/lib/mail/templates";

const codeOptions = { username: "jane", code: "042917", url: "http://127.0.0.1:3000/signup-confirm-page?email=jane%40example.com", minutes: 15, attempts: 5 };

describe("mail templates", () => {
  it("the sign-up code mail carries the code, the page and the limits in text and HTML", () => {
    const mail = signUpCodeMail(codeOptions);
    expect(mail.subject).toBe("Confirm your Lumos account");
    expect(mail.text).toContain("Hi jane,");
    expect(mail.text).toContain("\n\n042917\n\n");
    expect(mail.text).toContain(codeOptions.url);
    expect(mail.text).toContain("expires in 15 minutes and can be tried 5 times");
    expect(mail.html).toContain(">042917</p>");
    expect(mail.html).toContain(`<a href="${escapeHtml(codeOptions.url)}">`);
  });

  it("the sign-up attempt note names the existing account and carries no code", () => {
    const mail = signUpAttemptMail({ username: "jane", signInUrl: "http://x/login-page", resetUrl: "http://x/password-reset-page" });
    expect(mail.text).toContain("You already have one, with the username jane.");
    expect(mail.text).toContain("http://x/password-reset-page");
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });

  it("the reset code mail says when an administrator started it", () => {
    const own = passwordResetCodeMail(codeOptions);
    const byAdmin = passwordResetCodeMail({ ...codeOptions, byAdministrator: true });
    expect(own.text).toContain("042917");
    expect(own.text).not.toContain("An administrator");
    expect(byAdmin.text).toContain("An administrator started a password reset for your account.");
  });

  it("the password-changed mail points to the reset page", () => {
    expect(passwordChangedMail({ username: "jane", resetUrl: "http://x/password-reset-page" }).text).toContain("(http://x/password-reset-page)");
  });

  it("the invitation carries the link, the role, the group, the inviter and the expiry in UTC", () => {
    const link = "https://lumos.example.com/signup-page?invitation=AbC_-123";
    const mail = invitationMail({ link, role: "admin", groupName: "Research", invitedBy: "super", expiresAt: new Date("2026-06-22T12:00:00Z") });
    expect(mail.subject).toBe("You're invited to Lumos");
    expect(mail.text).toContain("super invited you to Lumos, the games-market research workspace, as an administrator in the group Research.");
    expect(mail.text).toContain(`Create your account: ${link}`);
    expect(mail.text).toContain("until 2026-06-22 12:00 UTC");
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it("escapes every value in the HTML part", () => {
    const mail = adminMessageMail({ subject: "Hello", text: `<script>alert("x")</script> & 'you'\nsecond line`, sender: "admin" });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;you&#39;<br>second line");
    expect(mail.text).toContain(`<script>alert("x")</script>`);
    expect(mail.text).toContain("Sent by admin through Lumos.");
    const invitation = invitationMail({ link: "https://x/?a=1", role: "analyst", groupName: "<b>g</b>", invitedBy: "<i>", expiresAt: new Date(0) });
    expect(invitation.html).not.toMatch(/<b>|<i>/);
  });

  it("the saved-questions digest lists each changed question's games with why they moved, and escapes them", () => {
    const report = {
      total: 14,
      previous_total: 13,
      since: "2030-01-02T00:00:00.000Z",
      tracked: true,
      new_count: 12,
      left_count: 1,
      new_games: Array.from({ length: 10 }, (_, i) => ({
        game_id: i + 1,
        title: i === 0 ? "<img src=x>" : `Game ${i + 1}`,
        detail: "Reviews 1.5K (reviews over 1K)",
      })),
      left_games: [{ game_id: 99, title: "Old Racer", detail: "Reviews 900, was 1.1K (reviews over 1K)" }],
      top: [],
    };
    const mail = savedQuestionsDigestMail({
      username: "jane",
      changed: [{ name: "Big racers", question: "racing games with more than 1k reviews", report }],
      dashboardUrl: "http://127.0.0.1:3000/user-dashboard-page#saved-questions",
    });
    expect(mail.subject).toBe("Lumos: 1 saved question changed");
    expect(mail.text).toContain("Big racers: racing games with more than 1k reviews\n13 → 14 games\n12 new:\n  <img src=x>: Reviews 1.5K (reviews over 1K)");
    expect(mail.text).toContain("  and 2 more\n1 left:\n  Old Racer: Reviews 900, was 1.1K (reviews over 1K)");
    expect(mail.text).toContain("http://127.0.0.1:3000/user-dashboard-page#saved-questions");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain('<a href="http://127.0.0.1:3000/user-dashboard-page#saved-questions">');
  });
});
