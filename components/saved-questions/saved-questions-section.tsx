// The user dashboard's saved questions (lib/watchlists): read on the server for the signed-in user, then kept by the
// list in the browser, which changes itself from each call's answer. A failure stays inside the section.
import { Section, SectionMessage, UNAVAILABLE } from "@/components/ui/section";
import { texts } from "@/lib/ui/texts";
import { watchAll, type SavedQuestionView, type WatchOutcome } from "@/lib/watchlists/saved-questions";
import { SavedQuestionsList } from "./saved-questions-list";

export async function SavedQuestionsSection({ userId }: { userId: string }) {
  let items: Array<SavedQuestionView & WatchOutcome> | null;
  try {
    items = await watchAll(userId);
  } catch (error) {
    console.error("[user-dashboard] saved questions", error);
    items = null;
  }
  const t = texts.savedQuestions;
  return (
    <Section id="saved-questions" title={t.title} description={t.description}>
      {items ? <SavedQuestionsList initial={items} /> : <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>}
    </Section>
  );
}
