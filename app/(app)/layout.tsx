import { AuthProvider } from "@/components/auth/auth-provider";
import { SessionRefresher } from "@/components/auth/session-refresher";
import { AppHeader } from "@/components/layout/app-header";

/** Signed-in screens. Each page still calls its guard (requirePageUser / requirePageAdmin) itself. */
export default function SignedInLayout({ children, modal }: { children: React.ReactNode; modal: React.ReactNode }) {
  return (
    <AuthProvider>
      <AppHeader />
      {children}
      {modal}
      <SessionRefresher />
    </AuthProvider>
  );
}
