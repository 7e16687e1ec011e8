// Neither source flags DLC rows. A title with an unmistakable add-on suffix is typed as DLC (game type 1);
// everything else stays a main game (0). A title with " + " is a bundle of a game and its add-on
// ("Sinless + OST"), which is sold as the game, so it stays 0 too.

const DLC_PATTERNS: ReadonlyArray<RegExp> = [
  / - (?:Original |Official |Game )?(?:Soundtrack|OST)\b/i,
  / (?:Original |Official |Game )?Soundtrack$/i,
  / - OST$| OST$/,
  / - Season Pass\b/i,
  / Season Pass$/i,
  / DLC(?: Pack)?$/i,
];

export interface DlcMatch {
  /** The title before the add-on suffix ("We Happy Few" for "We Happy Few - Soundtrack"), to find its base game. */
  baseTitle: string;
}

/** The add-on a title names, or null when the title does not look like DLC. */
export function dlcFromTitle(title: string): DlcMatch | null {
  if (title.includes(" + ")) return null;
  for (const pattern of DLC_PATTERNS) {
    const match = pattern.exec(title);
    if (!match) continue;
    const before = title
      .slice(0, match.index)
      .replace(/\s*[-:–—]\s*$/, "")
      .trim();
    const dash = before.lastIndexOf(" - ");
    return { baseTitle: (dash > 0 && !match[0].startsWith(" - ") ? before.slice(0, dash) : before).trim() };
  }
  return null;
}
