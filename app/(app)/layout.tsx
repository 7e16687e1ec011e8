import { AuthProvider } from "@/components/auth/auth-provider";
import { SessionRefresher } from "@/components/auth/session-refresher";
import { ChatProvider } from "@/components/chat/chat-provider";
import { ChatWidget } from "@/components/chat/chat-widget";
import { AppHeader } from "@/components/layout/app-header";

/** Signed-in screens. Each page still calls its guard (requirePageUser / requirePageAdmin) itself. */
export default function SignedInLayout({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <ChatProvider>
        <AppHeader />
        {children}
        <SessionRefresher />
        <ChatWidget />
      </ChatProvider>
    </AuthProvider>
  );
}
