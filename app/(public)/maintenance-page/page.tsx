import type { Metadata } from "next";
import { StatusPage } from "@/components/layout/status-page";
import { texts } from "@/lib/ui/texts";

export const metadata: Metadata = { title: "Maintenance" };

export default function MaintenancePage() {
  return (
    <StatusPage
      testId="maintenance-page"
      title={texts.statusPages.maintenanceTitle}
      body={texts.statusPages.maintenanceBody}
      actions={[{ href: "/", label: texts.statusPages.retry, primary: true }]}
    />
  );
}
