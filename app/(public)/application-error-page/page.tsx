import type { Metadata } from "next";
import { StatusPage } from "@/components/layout/status-page";
import { texts } from "@/lib/ui/texts";

export const metadata: Metadata = { title: "Application error" };

export default function ApplicationErrorPage() {
  return <StatusPage testId="application-error-page" title={texts.statusPages.applicationErrorTitle} body={texts.statusPages.applicationErrorBody} />;
}
