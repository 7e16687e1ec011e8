import type { Metadata } from "next";
import { StatusPage } from "@/components/layout/status-page";
import { texts } from "@/lib/ui/texts";

export const metadata: Metadata = { title: "Something went wrong" };

export default function SomethingWentWrongPage() {
  return (
    <StatusPage
      testId="something-went-wrong-page"
      title={texts.statusPages.somethingWentWrongTitle}
      body={texts.errors.somethingWentWrong}
      actions={[{ href: "/", label: texts.statusPages.backToDashboard, primary: true }]}
    />
  );
}
