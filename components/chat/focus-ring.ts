// The chat controls' keyboard focus ring, in a module of its own: the collapsed bar of every signed-in screen uses it
// without loading the chat's input.
export const focusRing = "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500";
