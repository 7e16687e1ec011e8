// The game breakdown's follow button: product wording, in a module of its own so that the button loads these alone.

export const followTexts = {
  follow: "Follow",
  following: "Following",
  followHint: "Follow this game to see it on your dashboard",
  unfollowHint: "Stop following this game",
  followFailed: "Could not follow this game. Please try again.",
  unfollowFailed: "Could not stop following this game. Please try again.",
} as const;
