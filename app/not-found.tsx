import { StatusPage } from "@/components/layout/status-page";
import { texts } from "@/lib/ui/texts";

/** Unknown paths and /not-found-page (specification 000 §2: an unknown path shows the not-found page). */
export default function NotFound() {
  return <StatusPage testId="not-found-page" title={texts.statusPages.notFoundTitle} body={texts.statusPages.notFoundBody} />;
}
