import { MAIL_RETRY_DELAYS_MINUTES, MAX_MAIL_ATTEMPTS, nextMailAttemptAt } from "@/lib/mail/retry-policy";

const failedAt = new Date("2026-11-24T10:00:00.000Z");

describe("nextMailAttemptAt", () => {
  it.each([
    [1, "2026-11-24T10:01:00.000Z"],
    [2, "2026-11-24T10:05:00.000Z"],
    [3, "2026-11-24T10:15:00.000Z"],
    [4, "2026-11-24T11:00:00.000Z"],
    [5, "2026-11-24T13:00:00.000Z"],
  ])("after %i failed attempts waits until %s", (attempts, expected) => {
    expect(nextMailAttemptAt(attempts, failedAt)?.toISOString()).toBe(expected);
  });

  it("gives up after the last attempt", () => {
    expect(MAX_MAIL_ATTEMPTS).toBe(MAIL_RETRY_DELAYS_MINUTES.length + 1);
    expect(nextMailAttemptAt(MAX_MAIL_ATTEMPTS, failedAt)).toBeNull();
    expect(nextMailAttemptAt(MAX_MAIL_ATTEMPTS + 3, failedAt)).toBeNull();
  });

  it.each([0, -1, 1.5, Number.NaN])("has no next attempt for a count of %p", (attempts) => {
    expect(nextMailAttemptAt(attempts, failedAt)).toBeNull();
  });
});
