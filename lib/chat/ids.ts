/** A conversation id as the chat API issues them (a UUID); anything else in a link is ignored. */
export const isConversationId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
