// The chat input's rules (specification 000 §2, §5): the file picker's accept list, the 80 px height and the word
// threshold of 6 — from six words on the input takes its roomy layout (docs/decisions.md).
export const FILE_ACCEPT = ".pdf,.doc,.docx,.txt,.png,.jpg,.jpeg,.gif";
export const WORD_THRESHOLD = 6;
export const INPUT_MAX_HEIGHT = 80;

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
export const isRoomy = (text: string) => wordCount(text) >= WORD_THRESHOLD;
/** Specification 000 §5: the text is trimmed and must not be empty. */
export const canSend = (text: string, busy: boolean) => !busy && text.trim() !== "";
