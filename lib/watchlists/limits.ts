// Limits of saved questions that the browser's forms share with the API's checks (no dependencies: client-safe).

/** Longest name of a saved question, in characters. */
export const MAX_SAVED_NAME_LENGTH = 120;
