import { invitationNotice } from "@/components/admin/invitation-notice";

describe("invitationNotice", () => {
  it("says the invitation was sent when SMTP accepted it", () => {
    expect(invitationNotice("ada@example.com", "sent")).toEqual({ tone: "success", text: "An invitation was sent to ada@example.com." });
  });

  it("tells the admin when the mail could not be delivered, and that it is retried", () => {
    const notice = invitationNotice("ada@example.com", "failed");
    expect(notice.tone).toBe("error");
    expect(notice.text).toContain("ada@example.com was saved, but its mail could not be delivered");
    expect(notice.text).toContain("retries it automatically");
  });

  it("says the mail waits in the outbox when no SMTP server is configured", () => {
    expect(invitationNotice("ada@example.com", "outbox")).toMatchObject({ tone: "info", text: expect.stringContaining("outbox") });
  });

  it("uses the caller's text for a delivered resend", () => {
    expect(invitationNotice("ada@example.com", "sent", "sent again")).toEqual({ tone: "success", text: "sent again" });
  });
});
