import { headers } from "next/headers";
import { Suspense } from "react";
import { AuthProvider } from "@/components/auth/auth-provider";
import { SessionRefresher } from "@/components/auth/session-refresher";
import { ChatProvider } from "@/components/chat/chat-provider";
import { ChatWidget } from "@/components/chat/chat-widget";
import { AppHeader } from "@/components/layout/app-header";
import { AppSidebar } from "@/components/layout/app-sidebar";
import { MarketDateNotice } from "@/components/layout/market-date-notice";
import { NavigationProvider } from "@/components/layout/navigation-provider";
import { SupportChat } from "@/components/layout/support-chat";
import { SWRProvider } from "@/lib/client/swr-provider";
import { getEnv } from "@/lib/server/env";
import { flagsFor } from "@/lib/shell/flags";
import { LOCATION_HEADER } from "@/lib/shell/routes";
import { NONCE_HEADER } from "@/lib/shell/security-headers";
import { supportChatAppId } from "@/lib/shell/support-chat";

/**
 * Signed-in screens: the sidebar (the new one, or the old one with `?sidebar=old` on the page first opened — a
 * layout keeps its sidebar through in-app navigation), the header, the feature dialog slot (@modal), the Lumos chat
 * widget and the support chat on the production host, inside SWR's provider (the browser's reads are all signed in).
 * Each page still calls its guard (requirePageUser / requirePageAdmin) itself.
 */
export default async function SignedInLayout({ children, modal }: { children: React.ReactNode; modal: React.ReactNode }) {
  const requestHeaders = await headers();
  const location = requestHeaders.get(LOCATION_HEADER) ?? "/";
  const { oldSidebar } = flagsFor(new URL(location, "http://lumos.local").searchParams);
  const env = getEnv();
  const supportAppId = supportChatAppId({
    host: requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host"),
    productionHost: env.PRODUCTION_HOST,
    appId: env.SUPPORT_CHAT_APP_ID,
  });
  return (
    <SWRProvider>
      <AuthProvider>
        <ChatProvider>
          <NavigationProvider>
            <div className="flex min-h-screen">
              <AppSidebar variant={oldSidebar ? "old" : "new"} />
              <div className="flex min-w-0 flex-1 flex-col">
                <AppHeader />
                <Suspense fallback={null}>
                  <MarketDateNotice />
                </Suspense>
                {children}
              </div>
            </div>
            {modal}
          </NavigationProvider>
          <ChatWidget />
        </ChatProvider>
        {supportAppId && <SupportChat appId={supportAppId} nonce={requestHeaders.get(NONCE_HEADER) ?? undefined} />}
        <SessionRefresher />
      </AuthProvider>
    </SWRProvider>
  );
}
