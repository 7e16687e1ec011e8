/** The game breakdown's chart colours. */
export const COLORS = { primary: "#6366f1", secondary: "#f59e0b", tertiary: "#10b981" };
