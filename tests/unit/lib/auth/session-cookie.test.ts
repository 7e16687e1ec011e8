import { decode, encode } from "next-auth/jwt";
import { decodeRemembered } from "@/lib/auth/session-cookie";
import { authSecret } from "@/lib/auth/secret";

const claims = { sub: "s-1", userId: "u-1", role: "analyst", tokenVersion: 0 };
const OTHER_SECRET = "another-secret-of-at-least-thirty-two-characters";

describe("decodeRemembered", () => {
  afterEach(() => jest.useRealTimers());

  it("answers a token with the claims next-auth's decode finds, the first time and every time after", async () => {
    const token = await encode({ token: claims, secret: authSecret(), maxAge: 1800 });
    const expected = await decode({ token, secret: authSecret() });
    expect(await decodeRemembered({ token, secret: authSecret() })).toEqual(expected);
    expect(await decodeRemembered({ token, secret: authSecret() })).toEqual(expected);
    expect(expected).toMatchObject(claims);
  });

  it("hands each caller its own copy: changing one answer does not change the next", async () => {
    const token = await encode({ token: claims, secret: authSecret(), maxAge: 1800 });
    const first = await decodeRemembered({ token, secret: authSecret() });
    first!.role = "super_admin";
    expect((await decodeRemembered({ token, secret: authSecret() }))!.role).toBe("analyst");
  });

  it("does not answer a remembered token under another secret", async () => {
    const token = await encode({ token: claims, secret: authSecret(), maxAge: 1800 });
    await decodeRemembered({ token, secret: authSecret() });
    await expect(decodeRemembered({ token, secret: OTHER_SECRET })).rejects.toThrow();
  });

  it("stops answering a remembered token once it has expired", async () => {
    const token = await encode({ token: claims, secret: authSecret(), maxAge: 60 });
    expect(await decodeRemembered({ token, secret: authSecret() })).toMatchObject(claims);
    jest.useFakeTimers({ now: Date.now() + 61_000, doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    // Past its expiry the cache no longer answers; next-auth's decode then decides (it allows 15 s of clock skew).
    expect(await decodeRemembered({ token, secret: authSecret() })).toMatchObject(claims);
    jest.setSystemTime(Date.now() + 30_000);
    await expect(decodeRemembered({ token, secret: authSecret() })).rejects.toThrow();
  });

  it("rejects a token that was tampered with, as next-auth's decode does", async () => {
    const token = await encode({ token: claims, secret: authSecret(), maxAge: 1800 });
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    await decodeRemembered({ token, secret: authSecret() });
    await expect(decodeRemembered({ token: tampered, secret: authSecret() })).rejects.toThrow();
  });
});
