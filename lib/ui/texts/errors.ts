// Specification 000 §8 (chat and data calls); kept here so every feature quotes them from one place (index.ts), and
// in a module of their own so that the sign-in form can quote one without loading every text of the app.

export const errorTexts = {
  conversationsFailed: (status: number, statusText: string) => `Failed to get conversations: ${status} ${statusText}`,
  conversationMessagesFailed: (status: number, statusText: string) => `Failed to get conversation messages: ${status} ${statusText}`,
  sendMessageFailed: (status: number, statusText: string) => `Failed to send message: ${status} ${statusText}`,
  noStreamBody: "No response body available for streaming",
  streamInterrupted: (message: string) => `Stream interrupted: ${message}`,
  chatFailed: "Failed to send message. Please try again.",
  generationStopped: "Generation stopped by user.",
  searchError: "Error while searching",
  networkError: "Network error occurred. Please try again.",
  unexpectedError: "An unexpected error occurred.",
  somethingWentWrong: "Something went wrong. Please try again.",
  somethingWentWrongSubtitle: "We encountered an issue while processing your request. Please try again.",
  /** Product wording (the specification has no text for an outage): the 503 of every route while the database is down. */
  temporarilyUnavailable: "Lumos is temporarily unavailable. Please try again in a moment.",
  retrySearch: "Retry search",
  modifyQuery: "Modify your query",
  contactSupport: "Contact support",
  conversationLoadFailed: "Failed to load conversation",
  noAnswer: "I don't have an answer for that yet—but I'm learning fast!",
  noAnswerFollowUp: "We've flagged this to the support team and will follow up once we've got the right info.",
  batchItemTimeout: (ms: number) => `Query processing timeout after ${ms}ms`,
} as const;
