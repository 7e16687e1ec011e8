// The shared date-and-time cell's texts (components/admin/date-time.tsx, on the admin screens and the user dashboard), in
// a module of their own so that the cell loads these alone.

export const dateTimeTexts = {
  /** A date that is not there: an account never signed in, an invitation never accepted. */
  never: "Never",
} as const;
