import { expect, type Locator, type Page } from "@playwright/test";

// Helpers the Lumos chat specs share: opening the chatbox, asking, and waiting for the answer to one question.

export async function openChatbox(page: Page) {
  await page.getByTestId("chat-bar-open").click();
  await expect(page.getByTestId("chat-box")).toBeVisible();
  await expect(page.getByTestId("chat-box").getByTestId("chat-input")).toBeFocused();
}

/** Types a question into the chat's input and sends it, without waiting for the answer. */
export async function ask(scope: Locator, question: string) {
  const input = scope.getByTestId("chat-input");
  await input.fill(question);
  await input.press("Enter");
}

/**
 * Does `act` (asking, or a button that asks), then waits until the answer to `question` is complete. The answer's
 * text is created by its first streamed event, so until then the last answer text is the previous, complete one:
 * the new answer is told apart by the count.
 */
export async function answerTo(scope: Locator, question: string, act: () => Promise<void>): Promise<Locator> {
  const answers = scope.getByTestId("chat-answer-text");
  const before = await answers.count();
  await act();
  await expect(scope.getByTestId("chat-user-message").last()).toHaveText(question);
  await expect(answers).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(answers.nth(before)).toHaveAttribute("data-complete", "true", { timeout: 20_000 });
  return answers.nth(before);
}

export const askAndWait = (scope: Locator, question: string) => answerTo(scope, question, () => ask(scope, question));
