// Writes lib/demo/classification-affinity.ts: how much more or less often each genre comes with each theme, sub-genre,
// feature and other classification that has a Steam tag, in real Steam games than by chance, from the tags of the
// SteamSpy top 1,000 in ../shared/realdata. The demo generator draws a game's other classifications with it, so a
// shooter's themes are themes real shooters have. Classifications with no Steam tag are left out (drawn as before).
// Run by hand when the real data or the vocabulary changes:
//   npx tsx --conditions=react-server scripts/fit-classification-affinity.ts
// The app never reads ../shared/realdata; only this script and the tests do.
import fs from "node:fs";
import path from "node:path";
import { CLASSIFICATIONS, GENRE_WEIGHTS } from "@/lib/demo/vocabulary";
import { carriesGenre, tagSetsOf } from "./fit-genre-affinity";

const SOURCE = path.join(process.cwd(), "..", "shared", "realdata", "steamspy_top999_2023_schoto.csv");
const TARGET = path.join(process.cwd(), "lib", "demo", "classification-affinity.ts");

/**
 * The Steam tags that stand for a demo classification, by classification type id. Only close counterparts: a
 * classification whose meaning no Steam tag carries (Samurai, Narrative Tropes, most Vibes) has none.
 */
export const STEAM_TAGS_OF_CLASSIFICATION: Readonly<Record<number, Readonly<Record<string, readonly string[]>>>> = {
  // Theme
  17: {
    Horror: ["horror"],
    Fantasy: ["fantasy"],
    "Sci-Fi": ["sci-fi"],
    "Post-Apocalyptic": ["post-apocalyptic"],
    Cyberpunk: ["cyberpunk"],
    Medieval: ["medieval"],
    Space: ["space", "space sim"],
    Western: ["western"],
    Pirates: ["pirates"],
    Zombies: ["zombies"],
    Mythology: ["mythology"],
    Military: ["military"],
    Noir: ["noir"],
    Steampunk: ["steampunk"],
    "Dark Fantasy": ["dark fantasy"],
    Historical: ["historical"],
    "World War II": ["world war ii"],
    "Contemporary Warfare": ["war", "modern"],
    Superheroes: ["superhero"],
    Crime: ["crime"],
    Mystery: ["mystery"],
    Detective: ["detective", "investigation"],
    Romance: ["romance"],
    Comedy: ["comedy"],
    Nature: ["nature"],
    Ocean: ["underwater", "naval"],
    Lovecraftian: ["lovecraftian"],
    Supernatural: ["supernatural"],
    Vampires: ["vampire"],
    Dinosaurs: ["dinosaurs"],
    Robots: ["robots"],
    Aliens: ["aliens"],
    Dystopian: ["dystopian"],
    "Martial Arts": ["martial arts"],
    Vikings: ["vikings"],
    Ninja: ["ninja"],
    "Ancient Rome": ["rome"],
    Mecha: ["mechs"],
    "Cute Animals": ["cats", "dog"],
    "Rural Life": ["farming sim", "agriculture"],
    "Food and Cooking": ["cooking"],
    Music: ["music"],
    Heist: ["heist"],
    "Time Travel": ["time travel"],
    Gothic: ["gothic"],
  },
  // Sub-Genre
  16: {
    Soulslike: ["souls-like"],
    Deckbuilder: ["deckbuilding", "roguelike deckbuilder", "card battler"],
    "Bullet Hell": ["bullet hell"],
    "Hero Shooter": ["hero shooter"],
    "Immersive Sim": ["immersive sim"],
    "Auto Battler": ["auto battler"],
    "Cozy Farming Sim": ["farming sim"],
    "4X": ["4x"],
    "Grand Strategy": ["grand strategy"],
    "Twin-Stick Shooter": ["twin stick shooter"],
    "Action RPG": ["action rpg"],
    JRPG: ["jrpg"],
    CRPG: ["crpg"],
    "Tactical RPG": ["tactical rpg"],
    "Looter Shooter": ["looter shooter"],
    "Survival Horror": ["survival horror"],
    "Psychological Horror": ["psychological horror"],
    "Arena Shooter": ["arena shooter"],
    "Character Action": ["character action game", "spectacle fighter"],
    "Colony Sim": ["colony sim"],
    "Factory Builder": ["automation"],
    "Base Builder": ["base-building"],
    "Real-Time Strategy": ["rts"],
    "Turn-Based Tactics": ["turn-based tactics"],
    "Walking Simulator": ["walking simulator"],
    "Social Deduction": ["social deduction"],
    "Dating Sim": ["dating sim"],
    "Creature Collector": ["creature collector"],
    "Precision Platformer": ["precision platformer"],
    Collectathon: ["collectathon"],
    "Sim Racing": ["automobile sim"],
    "Survival Crafting": ["open world survival craft"],
    "Idle Clicker": ["clicker", "idler"],
    "Puzzle Platformer": ["puzzle-platformer"],
    "Escape Room": ["escape room"],
    "Dungeon Crawler": ["dungeon crawler"],
    "Vehicle Combat": ["vehicular combat"],
    "Shoot 'em Up": ["shoot 'em up", "top-down shooter"],
  },
  // Perspective
  2: {
    "First-Person": ["first-person"],
    "Third-Person": ["third person"],
    "Top-Down": ["top-down"],
    Isometric: ["isometric"],
    "Side-Scrolling": ["side scroller"],
    "2.5D": ["2.5d"],
    "Text-Based": ["text-based"],
    "VR First-Person": ["vr"],
  },
  // Defining Concepts
  168: {
    Permadeath: ["perma death"],
    "Procedural Generation": ["procedural generation"],
    "Time Manipulation": ["time manipulation"],
    "Bullet Time": ["bullet time"],
    "Choice and Consequence": ["choices matter"],
    "Monster Taming": ["creature collector"],
    "Player-Driven Economy": ["economy"],
    "Persistent World": ["massively multiplayer"],
    "Run-Based Structure": ["rogue-like", "rogue-lite", "action roguelike"],
    "Shrinking Play Zone": ["battle royale"],
    "Physics Sandbox": ["physics"],
    "Parkour Traversal": ["parkour"],
    Automation: ["automation"],
    "Colony Management": ["colony sim"],
    "Level Editor": ["level editor"],
  },
  // Gameplay
  13: {
    "Melee Combat": ["hack and slash", "swordplay", "beat 'em up"],
    Gunplay: ["shooter", "fps"],
    "Stealth Movement": ["stealth"],
    Crafting: ["crafting"],
    "Base Building": ["base-building"],
    Exploration: ["exploration"],
    "Puzzle Solving": ["puzzle"],
    Platforming: ["platformer"],
    "Resource Management": ["resource management"],
    "Turn-Based Combat": ["turn-based combat"],
    "Real-Time with Pause": ["real-time with pause"],
    "Dialogue Choices": ["choices matter", "choose your own adventure"],
    "Character Customization": ["character customization"],
    Looting: ["loot"],
    "Inventory Management": ["inventory management"],
    Fishing: ["fishing"],
    Farming: ["farming sim", "agriculture"],
    Cooking: ["cooking"],
    Trading: ["trading"],
    Driving: ["driving"],
    Flying: ["flight"],
    Sailing: ["sailing", "naval"],
    Hacking: ["hacking"],
    "Card Drafting": ["deckbuilding", "card battler"],
    "Quick-Time Events": ["quick-time events"],
    Diplomacy: ["diplomacy"],
    "Romance Options": ["romance"],
    "Level Editing": ["level editor"],
    "Team Tactics": ["team-based"],
  },
  // Vibes
  179: {
    Dark: ["dark"],
    Relaxing: ["relaxing"],
    Funny: ["funny"],
    Cute: ["cute"],
    Epic: ["epic"],
    Nostalgic: ["nostalgia"],
    Surreal: ["surreal"],
    Competitive: ["competitive"],
    Cinematic: ["cinematic"],
    Wholesome: ["family friendly"],
    Brutal: ["gore", "violent"],
    Mysterious: ["mystery"],
    Romantic: ["romance"],
    Frantic: ["fast-paced"],
    Stylish: ["stylized"],
  },
  // Graphic Technology
  11: {
    "2D Sprites": ["2d"],
    "Pixel Art Engine": ["pixel graphics"],
    Voxel: ["voxel"],
    "Photorealistic 3D": ["realistic"],
    "Full-Motion Video": ["fmv"],
    "Text-Only": ["text-based"],
  },
  // Graphic Style
  19: {
    Realistic: ["realistic"],
    Stylized: ["stylized"],
    "Pixel Art": ["pixel graphics"],
    "Hand-Drawn": ["hand-drawn"],
    "Voxel Art": ["voxel"],
    Anime: ["anime"],
    Cartoon: ["cartoon", "cartoony"],
    Minimalist: ["minimalist"],
    "Comic Book": ["comic book"],
  },
  // Protagonist
  174: {
    "Customizable Avatar": ["character customization"],
    "Female Lead": ["female protagonist"],
    "Villain Protagonist": ["villain protagonist"],
    Assassin: ["assassin"],
    "Robot or Android": ["robots"],
    Vampire: ["vampire"],
  },
  // Story and Narration
  123: {
    "Branching Story": ["choices matter"],
    "Multiple Endings": ["multiple endings"],
    "Story-Rich": ["story rich"],
    "Episodic Story": ["episodic"],
    "Linear Story": ["linear"],
    "Non-Linear Story": ["nonlinear"],
  },
  // Story Narration
  172: { "Silent Protagonist": ["silent protagonist"], "Third-Person Narrator": ["narration"] },
  // Narrative Tropes
  144: { "Time Paradox": ["time travel"], "Cult Conspiracy": ["conspiracy"] },
  // Complexity
  114: { Casual: ["casual"], Hardcore: ["difficult"], Punishing: ["difficult", "unforgiving"] },
  // Main Demographic
  14: {
    Kids: ["family friendly"],
    Families: ["family friendly"],
    "Competitive Players": ["competitive", "e-sports"],
    "Casual Players": ["casual"],
    "Mature Players": ["mature"],
  },
  // Sexual Content
  53: { Nudity: ["nudity"], "Sexual Themes": ["sexual content"], "Strong Sexual Content": ["sexual content", "nsfw", "hentai"] },
  // Violence
  41: { Blood: ["blood"], "Blood and Gore": ["gore"], "Extreme Gore": ["gore"], "Realistic Violence": ["violent"], "Intense Violence": ["violent"] },
  // Sensitive Content
  145: { "Simulated Gambling": ["gambling"], "Psychological Distress": ["psychological"] },
  // Meta Setting
  157: {
    "Contemporary Earth": ["modern"],
    "Far Future": ["futuristic"],
    "Alternate History": ["alternate history"],
    Antiquity: ["rome"],
    "Medieval Era": ["medieval"],
    "World Wars Era": ["world war ii", "world war i"],
    "Cold War": ["cold war"],
    "High Fantasy Realm": ["fantasy"],
    "Mythic Age": ["mythology"],
    "Interstellar Civilization": ["space"],
    "Underwater World": ["underwater"],
    "Post-Collapse Earth": ["post-apocalyptic"],
    "Age of Sail": ["naval", "pirates"],
  },
  // Entire Game World
  33: {
    "Open World": ["open world"],
    "Procedurally Generated World": ["procedural generation"],
    "Linear Levels": ["linear"],
    "Persistent Shared World": ["massively multiplayer"],
  },
  // Delivery
  173: { "Live-Action Video": ["fmv"], "In-Game Narrator": ["narration"] },
  // Genre Mixes
  170: { "Action-Adventure": ["action-adventure"], "Roguelike Deckbuilder": ["roguelike deckbuilder"], "Racing Combat": ["combat racing"] },
  // Itemization
  180: { "Loot Rarity Tiers": ["loot"], "Card Collection": ["trading card game", "card battler"] },
  // World Features
  181: {
    "Destructible Environments": ["destruction"],
    Mounts: ["horses"],
    "Drivable Vehicles": ["driving"],
    "Fishing Spots": ["fishing"],
    "Underwater Areas": ["underwater"],
    Minigames: ["minigames"],
    "Player-Built Structures": ["building"],
    "Randomized Layouts": ["procedural generation"],
    Dungeons: ["dungeon crawler"],
  },
  // Game Mode
  183: {
    "Single-player": ["singleplayer"],
    "Local Co-op": ["local co-op"],
    "Online Co-op": ["online co-op"],
    "Online PvP": ["pvp"],
    MMO: ["massively multiplayer"],
    "Split-screen": ["split screen"],
    "Local Versus": ["local multiplayer"],
    "Ranked Competitive": ["competitive", "e-sports"],
    "Asynchronous Multiplayer": ["asynchronous multiplayer"],
  },
};
/** Pseudo-count toward independence: a pair seen together once or never among a few games is not read as a rule. */
const SMOOTHING = 1;
/** Pairs within these bounds are written as 1 (left out of the table). */
const NEUTRAL = [0.5, 2] as const;

/** The table key of a classification: its type id and name ("17:Horror"), since names recur across types. */
export const classificationKey = (typeId: number, name: string) => `${typeId}:${name}`;

/**
 * The affinities outside the neutral band, by genre then classification key, from the SteamSpy CSV's text. Every key
 * names a classification the vocabulary has; a mapping to a name it lacks is an error, not a silent gap.
 */
export function fitClassificationAffinity(csv: string): Record<string, Record<string, number>> {
  const sets = tagSetsOf(csv);
  const genres = Object.keys(GENRE_WEIGHTS).sort();
  const affinity: Record<string, Record<string, number>> = {};
  const classifications = Object.entries(STEAM_TAGS_OF_CLASSIFICATION).flatMap(([typeId, byName]) =>
    Object.entries(byName).map(([name, tags]) => {
      if (!(CLASSIFICATIONS[Number(typeId)] ?? []).some((entry) => entry.name === name)) throw new Error(`No classification ${name} of type ${typeId}`);
      return { key: classificationKey(Number(typeId), name), carried: sets.map((set) => tags.some((tag) => set.has(tag))) };
    }),
  );
  for (const genre of genres) {
    const withGenre = sets.map((set) => carriesGenre(set, genre));
    const genreCount = withGenre.filter(Boolean).length;
    for (const { key, carried } of classifications) {
      let both = 0;
      let count = 0;
      carried.forEach((has, at) => {
        if (!has) return;
        count++;
        if (withGenre[at]) both++;
      });
      const lift = (both + SMOOTHING) / ((genreCount * count) / sets.length + SMOOTHING);
      if (lift < NEUTRAL[0] || lift > NEUTRAL[1]) (affinity[genre] ??= {})[key] = Math.round(lift * 100) / 100;
    }
  }
  return affinity;
}

function main() {
  const affinity = fitClassificationAffinity(fs.readFileSync(SOURCE, "utf8"));
  const lines = Object.entries(affinity).map(
    ([genre, byKey]) =>
      `  ${JSON.stringify(genre)}: {\n${Object.entries(byKey)
        .map(([key, lift]) => `    ${JSON.stringify(key)}: ${lift},`)
        .join("\n")}\n  },`,
  );
  const pairs = Object.values(affinity).reduce((sum, byKey) => sum + Object.keys(byKey).length, 0);
  fs.writeFileSync(
    TARGET,
    `// Written by scripts/fit-classification-affinity.ts from the tags of the SteamSpy top 1,000 (../shared/realdata): how
// much more (above 1) or less (below 1) often a genre comes with a classification of another type in real games than
// by chance, smoothed toward 1 for rare pairs. Pairs between ${NEUTRAL[0]} and ${NEUTRAL[1]} are left out (1), and so are classifications
// with no Steam tag. Keys are the genre's name, then the classification's type id and name ("17:Horror").
export const CLASSIFICATION_AFFINITY: Readonly<Record<string, Readonly<Record<string, number>>>> = {
${lines.join("\n")}
};

/** The affinity of a genre and a classification of another type (1 when the real data shows no preference). */
export function classificationAffinity(genre: string, typeId: number, name: string): number {
  return CLASSIFICATION_AFFINITY[genre]?.[\`\${typeId}:\${name}\`] ?? 1;
}
`,
  );
  console.log(`${pairs} pairs over ${lines.length} genres written to ${path.relative(process.cwd(), TARGET)}.`);
}

if (process.argv[1]?.endsWith("fit-classification-affinity.ts")) main();
