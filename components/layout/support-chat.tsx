"use client";

import { useEffect } from "react";
import { useSession } from "next-auth/react";
import { SUPPORT_CHAT_SCRIPT_BASE, supportChatBootSettings } from "@/lib/shell/support-chat";

type Messenger = ((command: string, settings?: unknown) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    Intercom?: Messenger;
  }
}

/**
 * Loads the support chat once the user is signed in and starts it with their id, name and email. Rendered by the
 * signed-in layout only on the production host (lib/shell/support-chat.ts decides); shuts down on sign-out. The loader
 * carries the page's CSP nonce, so with 'strict-dynamic' it may load the messenger's further scripts.
 */
export function SupportChat({ appId, nonce }: { appId: string; nonce?: string }) {
  const { data: session } = useSession();
  const user = session?.user;

  useEffect(() => {
    if (!user?.id || !user.email) return;
    if (!window.Intercom) {
      // The messenger queues calls made before its script has loaded.
      const queue: Messenger = (...args: [string, unknown?]) => void queue.q!.push(args);
      queue.q = [];
      window.Intercom = queue;
      const script = document.createElement("script");
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.src = `${SUPPORT_CHAT_SCRIPT_BASE}${encodeURIComponent(appId)}`;
      script.dataset.testid = "support-chat-script";
      document.head.appendChild(script);
    }
    window.Intercom("boot", supportChatBootSettings(appId, { id: user.id, username: user.username, email: user.email }));
    return () => window.Intercom?.("shutdown");
  }, [appId, nonce, user?.id, user?.username, user?.email]);

  return null;
}
