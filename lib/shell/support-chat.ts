// The customer-support chat (000 §1, §7): its script loads only on the production host and only for signed-in
// users, and the messenger is started with the user's id, name and email. The vendor is an Intercom-compatible
// messenger (docs/decisions.md): the script at SUPPORT_CHAT_SCRIPT_BASE/<app id>, started with
// `window.Intercom("boot", settings)`. Pure: the layout decides with the request's host, the browser boots.

export const SUPPORT_CHAT_SCRIPT_BASE = "https://widget.intercom.io/widget/";

/** "lumos.example.com" or "lumos.example.com:8443"; a host without a port matches any port. */
function sameHost(requestHost: string, productionHost: string): boolean {
  const wanted = productionHost
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "");
  const actual = requestHost.trim().toLowerCase();
  if (!wanted || !actual) return false;
  if (wanted.includes(":")) return actual === wanted;
  return actual.replace(/:\d+$/, "") === wanted;
}

/** The app id to load the support chat with for a request to `host`, or null when it must not load there. */
export function supportChatAppId({
  host,
  productionHost,
  appId,
}: {
  host: string | null;
  productionHost: string | undefined;
  appId: string | undefined;
}): string | null {
  if (!host || !productionHost || !appId) return null;
  return sameHost(host, productionHost) ? appId : null;
}

export interface SupportChatUser {
  id: string;
  username: string;
  email: string;
}

/** The settings the messenger is started with: the user's id, name and email. */
export function supportChatBootSettings(appId: string, user: SupportChatUser) {
  return { app_id: appId, user_id: user.id, name: user.username, email: user.email };
}
