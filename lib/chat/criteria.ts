// The question asked again with some of its filters switched off or edited ("Pick criteria", "Fine-tune the search").
// Pure: each criterion knows the parts of the question it was read from; those parts are replaced or removed.
import type { CriterionView } from "@/lib/lumos/events";

/** Words that only joined a removed filter to the question: "on" of "on PS5", "published by", "with", "without". */
const CONNECTOR = /(?:^|\s)(?:not on|not|on|by|published by|developed by|made by|with|without|and|in|for|from|that are|that is)\s*$/i;

/**
 * The question with each criterion's parts replaced by its new text, or removed (with the word that joined them)
 * when the new text is empty or null. Criteria not in `changes` stay as asked.
 */
export function questionWith(question: string, criteria: readonly CriterionView[], changes: ReadonlyMap<number, string | null>): string {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  changes.forEach((text, index) => {
    const criterion = criteria[index];
    if (!criterion) return;
    const spans = [...criterion.spans].sort((a, b) => a.start - b.start);
    spans.forEach((span, position) => edits.push({ start: span.start, end: span.end, text: position === 0 ? (text ?? "").trim() : "" }));
  });
  let result = question;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    if (edit.start > result.length || edit.end > result.length || edit.start > edit.end) continue;
    let before = result.slice(0, edit.start);
    if (!edit.text) before = before.replace(CONNECTOR, (match) => (match.startsWith(" ") ? " " : ""));
    result = `${before}${edit.text}${result.slice(edit.end)}`;
  }
  return result
    .replace(/\s+/g, " ")
    .replace(/\s+([,.?!])/g, "$1")
    .trim();
}
