import type { Metadata } from "next";
import { StatusPage } from "@/components/layout/status-page";
import { texts } from "@/lib/ui/texts";

export const metadata: Metadata = { title: "Access denied" };

export default function UnauthorizedPage() {
  return (
    <StatusPage
      testId="unauthorized-page"
      title={texts.statusPages.unauthorizedTitle}
      body={texts.statusPages.unauthorizedBody}
      actions={[
        { href: "/", label: texts.statusPages.backToDashboard, primary: true },
        { href: "/login-page", label: texts.statusPages.signInAgain },
      ]}
    />
  );
}
