// Fixed vocabularies for the invented demo games market.
//
// Pure data: no imports, no randomness, no I/O. The seeded generator draws every name it needs from here.
// Everything below is invented (companies, services, titles) except the things a games-market analyst
// expects verbatim: platform names, well-known PC/mobile store names, age-rating labels and genre jargon.
// Ids that the specification fixes (platforms, classification types, distributions 183/267, localities,
// edition 0, services 1..18) are used exactly as given.

export interface NamedId {
  id: number;
  name: string;
}

type PlatformFamily = "pc" | "playstation" | "xbox" | "nintendo" | "mobile" | "vr" | "web" | "tv";

interface Platform {
  id: number;
  name: string;
  abbreviation: string;
  isCurrent: boolean;
  family: PlatformFamily;
}

interface ClassificationType {
  id: number;
  name: string;
  major: boolean;
  perGame: [min: number, max: number];
}

interface ClassificationEntry {
  name: string;
  description: string;
}

interface Persona {
  id: number;
  name: string;
  description: string;
  affinities: ReadonlyArray<string>;
}

interface Service {
  id: number;
  name: string;
  serviceType: "subscription" | "cloud" | "platform_feature" | "storefront_feature";
  active: boolean;
}

interface Distribution {
  id: number;
  name: string;
  kind: "pc_store" | "console_store" | "mobile_store" | "retail" | "launcher";
}

interface AgeRating {
  id: number;
  ageRatingSystemId: number;
  name: string;
  shortName: string;
  description: string;
  priority: number;
  retired: boolean;
}

interface MajorPublisher {
  name: string;
  shortName: string;
  ticker: string | null;
  stockExchange: string | null;
}

interface Weighted {
  name: string;
  weight: number;
}

// ---------------------------------------------------------------------------------------------------
// 1. Platforms (ids and names fixed by the specification)
// ---------------------------------------------------------------------------------------------------

/** isCurrent marks the platforms still receiving a steady stream of new releases. */
export const PLATFORMS: ReadonlyArray<Platform> = [
  { id: 3, name: "Windows", abbreviation: "PC", isCurrent: true, family: "pc" },
  { id: 173, name: "Android", abbreviation: "AND", isCurrent: true, family: "mobile" },
  { id: 119, name: "iOS", abbreviation: "iOS", isCurrent: true, family: "mobile" },
  { id: 46, name: "Linux", abbreviation: "LIN", isCurrent: true, family: "pc" },
  { id: 175, name: "iPad", abbreviation: "iPad", isCurrent: true, family: "mobile" },
  { id: 48, name: "Mac", abbreviation: "MAC", isCurrent: true, family: "pc" },
  { id: 191, name: "PlayStation 4", abbreviation: "PS4", isCurrent: false, family: "playstation" },
  { id: 264, name: "PlayStation 5", abbreviation: "PS5", isCurrent: true, family: "playstation" },
  { id: 131, name: "Web Browser", abbreviation: "WEB", isCurrent: true, family: "web" },
  { id: 194, name: "Xbox One", abbreviation: "XONE", isCurrent: false, family: "xbox" },
  { id: 263, name: "Xbox Series X", abbreviation: "XSX", isCurrent: true, family: "xbox" },
  { id: 201, name: "Nintendo Switch", abbreviation: "NSW", isCurrent: true, family: "nintendo" },
  { id: 271, name: "Nintendo Switch 2", abbreviation: "NSW2", isCurrent: true, family: "nintendo" },
  { id: 204, name: "Apple TV", abbreviation: "ATV", isCurrent: true, family: "tv" },
  { id: 268, name: "Meta Quest 3", abbreviation: "MQ3", isCurrent: true, family: "vr" },
  { id: 269, name: "Apple Vision Pro", abbreviation: "AVP", isCurrent: true, family: "vr" },
];

// ---------------------------------------------------------------------------------------------------
// 2. Classification types (spec section 9 ids, plus four extras used by the game-breakdown groups)
// ---------------------------------------------------------------------------------------------------

/**
 * perGame is the usual number of classifications of that type a single game carries; 0 as minimum means
 * the type is optional. 123 and 172 both exist in the source data: 123 holds story structure, 172 the
 * narrative voice.
 */
export const CLASSIFICATION_TYPES: ReadonlyArray<ClassificationType> = [
  { id: 1, name: "Genre", major: true, perGame: [1, 3] },
  { id: 17, name: "Theme", major: true, perGame: [1, 4] },
  { id: 16, name: "Sub-Genre", major: true, perGame: [1, 3] },
  { id: 2, name: "Perspective", major: true, perGame: [1, 1] },
  { id: 168, name: "Defining Concepts", major: true, perGame: [1, 4] },
  { id: 13, name: "Gameplay", major: true, perGame: [3, 8] },
  { id: 179, name: "Vibes", major: true, perGame: [1, 3] },
  { id: 11, name: "Graphic Technology", major: false, perGame: [1, 2] },
  { id: 19, name: "Graphic Style", major: true, perGame: [1, 2] },
  { id: 174, name: "Protagonist", major: true, perGame: [1, 2] },
  { id: 123, name: "Story and Narration", major: false, perGame: [1, 2] },
  { id: 172, name: "Story Narration", major: false, perGame: [0, 1] },
  { id: 144, name: "Narrative Tropes", major: true, perGame: [1, 4] },
  { id: 114, name: "Complexity", major: false, perGame: [1, 1] },
  { id: 14, name: "Main Demographic", major: false, perGame: [1, 2] },
  { id: 53, name: "Sexual Content", major: false, perGame: [1, 1] },
  { id: 41, name: "Violence", major: false, perGame: [1, 1] },
  { id: 145, name: "Sensitive Content", major: false, perGame: [0, 3] },
  { id: 157, name: "Meta Setting", major: true, perGame: [1, 2] },
  { id: 33, name: "Entire Game World", major: false, perGame: [1, 1] },
  { id: 173, name: "Delivery", major: false, perGame: [1, 3] },
  { id: 170, name: "Genre Mixes", major: false, perGame: [0, 2] },
  { id: 180, name: "Itemization", major: false, perGame: [0, 3] },
  { id: 181, name: "World Features", major: true, perGame: [1, 5] },
  { id: 182, name: "Business Model", major: false, perGame: [1, 1] },
  { id: 183, name: "Game Mode", major: false, perGame: [1, 3] },
];

// ---------------------------------------------------------------------------------------------------
// 3. Classifications per type id
// ---------------------------------------------------------------------------------------------------

export const CLASSIFICATIONS: Readonly<Record<number, ReadonlyArray<ClassificationEntry>>> = {
  // Genre
  1: [
    { name: "Action", description: "Moment-to-moment reflex play where success depends on timing, aim and movement under pressure." },
    { name: "Adventure", description: "Journey-driven games built around exploring places, meeting characters and uncovering a story at the player's pace." },
    { name: "RPG", description: "Role-playing games where the player grows a character or party through stats, gear and choices over a long campaign." },
    { name: "Shooter", description: "Combat is centred on ranged weapons, with aiming, recoil and weapon choice as the core skill." },
    { name: "Strategy", description: "Decision-heavy play about planning, positioning and allocating scarce resources to outthink an opponent." },
    { name: "Simulation", description: "Recreates a real-world activity or system in detail, rewarding players who learn how it actually works." },
    { name: "Racing", description: "Vehicle competition where lap times, racing lines and overtaking decide the outcome." },
    { name: "Sports", description: "Digital versions of real or invented sports, usually with licensed-style leagues, seasons and team rosters." },
    { name: "Puzzle", description: "Progress is gated by logic, pattern recognition or spatial reasoning rather than reflexes." },
    { name: "Platformer", description: "Movement-first games about running and jumping across hazards, where level layout is the main challenge." },
    { name: "Fighting", description: "One-on-one or small-group combat with deep move lists, frame data and execution-heavy combos." },
    { name: "Horror", description: "Designed to frighten, using vulnerability, scarcity and atmosphere to keep the player on edge." },
    { name: "Survival", description: "The player manages hunger, health and shelter against a hostile environment, often gathering and crafting to endure." },
    { name: "Roguelike", description: "Run-based games with randomized layouts and permanent death, where each attempt starts (mostly) from scratch." },
    { name: "Sandbox", description: "Open-ended play spaces with few fixed goals, where players set their own objectives and build freely." },
    { name: "MMORPG", description: "Persistent online role-playing worlds shared by thousands of players, monetized through subscriptions or item shops." },
    { name: "Battle Royale", description: "Large online matches where many players drop into a shrinking map and the last player or squad standing wins." },
    { name: "Card Game", description: "Play revolves around collecting, building and playing decks of cards, in digital-native or tabletop-style rules." },
    { name: "Rhythm", description: "Inputs are timed to music, so the soundtrack itself is the level design and the difficulty curve." },
    { name: "Visual Novel", description: "Text-driven interactive stories told through character portraits and backgrounds, with branching choices." },
    { name: "Tower Defense", description: "The player places and upgrades defensive structures along enemy paths to stop waves from getting through." },
    { name: "City Builder", description: "Players zone, build and manage a settlement, balancing services, economy and citizen happiness." },
    { name: "Metroidvania", description: "A large interconnected map that opens up as new movement or combat abilities unlock previously blocked routes." },
    { name: "Stealth", description: "Avoiding detection is the primary goal, with sight lines, noise and patrol routes as the core systems." },
    { name: "Open World", description: "A large continuous map the player can roam freely, with activities scattered across it rather than a fixed level order." },
    { name: "Casual", description: "Short-session, low-friction games that are easy to learn and aimed at a broad, non-specialist audience." },
    { name: "Party", description: "Quick, chaotic multiplayer games meant for groups on one couch or in one voice channel." },
    { name: "Arcade", description: "Score-chasing games with instant action, short loops and difficulty that escalates quickly." },
    { name: "Management", description: "Players run an organization such as a hospital, club or company through menus, staff and budgets." },
    { name: "Educational", description: "Games built to teach a skill or subject, often used in classrooms or by parents for younger players." },
    { name: "Hack and Slash", description: "Melee-focused action where players cut through large numbers of enemies with flashy combo attacks." },
    { name: "Beat 'em Up", description: "Scrolling brawlers where players punch and kick through streams of enemies, often in local co-op." },
    { name: "MOBA", description: "Team-based online arenas where players control one hero each and push lanes to destroy the enemy base." },
    { name: "Point-and-Click", description: "Adventure games driven by clicking on scenes to inspect objects, talk to characters and combine inventory items." },
    { name: "Board Game", description: "Digital adaptations or originals that keep tabletop structures such as turns, tiles, dice and boards." },
    { name: "Trivia", description: "Quiz-based games that test general or themed knowledge, frequently played socially or on mobile." },
    { name: "Idle", description: "Progress accrues automatically over time, so players check in briefly to spend resources and unlock multipliers." },
    { name: "Match-3", description: "Tile-swapping puzzle games where lining up three or more pieces clears them, a staple of mobile monetization." },
    { name: "Hidden Object", description: "Players search cluttered illustrated scenes for listed items, usually wrapped in a light mystery story." },
    { name: "Life Sim", description: "Simulates day-to-day living, relationships and routines, letting players shape a character's life over time." },
    { name: "Flight", description: "Aircraft piloting games ranging from arcade dogfighting to instrument-accurate civil aviation." },
  ],

  // Theme
  17: [
    { name: "Horror", description: "Dread, monsters and the unknown set the tone of the world and its story." },
    { name: "Fantasy", description: "Worlds with magic, mythical creatures and invented kingdoms." },
    { name: "Sci-Fi", description: "Stories driven by speculative technology, space travel or scientific what-ifs." },
    { name: "Post-Apocalyptic", description: "Set after civilization has collapsed, with survivors scavenging the ruins of the old world." },
    { name: "Cyberpunk", description: "High-tech, low-life cities of neon, megacorporations, implants and hackers." },
    { name: "Medieval", description: "Castles, knights, feudal lords and pre-gunpowder warfare, with or without magic." },
    { name: "Space", description: "Starships, stations and planets, with travel between worlds as a central fantasy." },
    { name: "Western", description: "Frontier towns, outlaws, bounty hunters and revolvers on the open plains." },
    { name: "Pirates", description: "Sailing ships, plunder, buried treasure and naval battles on the high seas." },
    { name: "Zombies", description: "Hordes of the undead overrun the world, making survival and barricading central." },
    { name: "Mythology", description: "Draws on gods, heroes and monsters from historical mythologies and folklore traditions." },
    { name: "Military", description: "Armed forces, modern or historical, with realistic weapons, units and chains of command." },
    { name: "Noir", description: "Cynical detectives, rain-slicked streets, corruption and morally compromised characters." },
    { name: "Steampunk", description: "Victorian-era aesthetics powered by steam engines, brass gadgets and airships." },
    { name: "Dark Fantasy", description: "Grim, violent fantasy where magic corrupts and heroes rarely come out clean." },
    { name: "High Fantasy", description: "Epic-scale fantasy of elves, dragons and world-saving quests with clear stakes." },
    { name: "Historical", description: "Grounded in a real historical period, with recognizable events, costumes and technology." },
    { name: "World War II", description: "Set during the 1939-1945 conflict, from infantry battles to home-front stories." },
    { name: "Contemporary Warfare", description: "Present-day conflicts with modern special forces, drones and geopolitical stakes." },
    { name: "Superheroes", description: "Costumed heroes and villains with extraordinary powers protecting or threatening a city." },
    { name: "Crime", description: "Gangs, heists, mob families and the police who chase them." },
    { name: "Mystery", description: "A central unanswered question, such as a disappearance or a secret, drives the story forward." },
    { name: "Detective", description: "The player investigates cases, gathers evidence and interrogates suspects to reach a conclusion." },
    { name: "Romance", description: "Relationships and courtship are central, with characters the player can grow close to." },
    { name: "Comedy", description: "Humour is the main draw, from slapstick physics to witty writing and parody." },
    { name: "Nature", description: "Forests, wildlife and landscapes are the focus, often with an environmental message." },
    { name: "Ocean", description: "Set on or beneath the sea, with marine life, submarines, reefs or island chains." },
    { name: "Lovecraftian", description: "Cosmic horror of unknowable elder beings, forbidden knowledge and creeping madness." },
    { name: "Supernatural", description: "Ghosts, spirits, curses and psychic powers intrude on an otherwise ordinary world." },
    { name: "Vampires", description: "Blood-drinking immortals, their hidden societies and the hunters who stalk them." },
    { name: "Dinosaurs", description: "Prehistoric creatures to study, tame, run a park with or survive against." },
    { name: "Robots", description: "Machines, androids and artificial minds are central characters or enemies." },
    { name: "Aliens", description: "Contact with extraterrestrial life, from invasions to first-contact diplomacy." },
    { name: "Dystopian", description: "Oppressive societies of surveillance, propaganda and control that the player endures or resists." },
    { name: "Espionage", description: "Spies, secret agents, double-crosses and infiltration of enemy organizations." },
    { name: "Martial Arts", description: "Hand-to-hand fighting traditions, dojos, tournaments and disciplined masters." },
    { name: "Samurai", description: "Feudal Japanese-inspired warriors, honour codes and sword duels." },
    { name: "Vikings", description: "Norse raiders, longships, clan feuds and a harsh northern world." },
    { name: "Ninja", description: "Shadowy assassins using stealth, thrown weapons and acrobatics." },
    { name: "Ancient Egypt", description: "Pharaohs, pyramids, desert tombs and the gods of the Nile." },
    { name: "Ancient Rome", description: "Legions, gladiators, senators and the politics of an expanding empire." },
    { name: "Mecha", description: "Giant piloted war machines, hangar crews and pilots bonded to their frames." },
    { name: "Cute Animals", description: "Adorable creatures as residents, companions or playable characters." },
    { name: "Rural Life", description: "Crops, livestock, village festivals and close-knit country communities." },
    { name: "Food and Cooking", description: "Restaurants, markets and recipes make food the central fantasy of the world." },
    { name: "Music", description: "Bands, concerts, instruments and the music industry drive the setting." },
    { name: "Heist", description: "Planning and pulling off elaborate robberies with a crew of specialists." },
    { name: "Magic School", description: "Students learn spells, join houses and uncover secrets at an academy of magic." },
    { name: "Time Travel", description: "Jumping between eras or altering history is core to the premise." },
    { name: "Folklore", description: "Regional legends, spirits and fairy-tale creatures, often from under-represented cultures." },
    { name: "Solarpunk", description: "Hopeful futures of renewable energy, green cities and community-led technology." },
    { name: "Gothic", description: "Crumbling castles, cursed aristocrats, candlelit halls and Victorian melancholy." },
  ],

  // Sub-Genre
  16: [
    { name: "Soulslike", description: "Demanding melee action with stamina management, checkpoint shrines, lost currency on death and pattern-heavy bosses." },
    { name: "Deckbuilder", description: "Players add, remove and upgrade cards in a deck during play, making deck construction the core strategy." },
    { name: "Bullet Hell", description: "Shooters where the screen fills with dense projectile patterns and survival depends on precise dodging." },
    { name: "Extraction Shooter", description: "Players enter a map to loot, then must reach an exit alive to keep what they found." },
    { name: "Hero Shooter", description: "Team shooters where each character has a distinct kit of abilities and a defined team role." },
    { name: "Immersive Sim", description: "Systemic worlds where overlapping mechanics allow many player-invented solutions to each problem." },
    { name: "Auto Battler", description: "Players draft and position units between rounds, then watch them fight automatically." },
    { name: "Cozy Farming Sim", description: "Low-stress farming and town-life games built on seasons, relationships and gentle daily routines." },
    { name: "4X", description: "Explore, expand, exploit and exterminate: empire-building strategy across a large map over many turns." },
    { name: "Grand Strategy", description: "Nation-scale strategy with diplomacy, economy and warfare simulated over decades or centuries." },
    { name: "Twin-Stick Shooter", description: "One stick moves, the other aims, usually viewed from above against swarms of enemies." },
    { name: "Action RPG", description: "Real-time combat married to RPG progression such as loot, levels and skill trees." },
    { name: "JRPG", description: "Japanese-style role-playing with party-based combat, anime-inflected characters and long linear stories." },
    { name: "CRPG", description: "Computer RPGs in the tabletop tradition, with dense dialogue, dice-based checks and reactive quests." },
    { name: "Tactical RPG", description: "Grid-based turn-by-turn battles with character classes and positioning as the key skill." },
    { name: "Looter Shooter", description: "Shooters whose progression is driven by randomized weapon drops with rarity tiers and stats." },
    { name: "Survival Horror", description: "Horror with limited ammunition, inventory pressure and enemies that are better avoided than fought." },
    { name: "Psychological Horror", description: "Horror that unsettles through the protagonist's mind, unreliable reality and dread rather than gore." },
    { name: "Arena Shooter", description: "Fast movement, item pickups and symmetrical maps in pure skill-based deathmatch." },
    { name: "Tactical Shooter", description: "Slow, lethal gunfights where one mistake ends a round and team coordination matters most." },
    { name: "Boomer Shooter", description: "Modern takes on 1990s PC shooters with fast strafing, keycards and huge arsenals." },
    { name: "Character Action", description: "Stylish melee combat graded on combos, air juggles and variety, with a ranking after each fight." },
    { name: "Colony Sim", description: "Players oversee a group of autonomous colonists, managing needs, jobs and crises indirectly." },
    { name: "Factory Builder", description: "Designing automated production lines and logistics to scale output ever higher." },
    { name: "Base Builder", description: "Constructing and fortifying a home base is the centre of the loop, often between combat phases." },
    { name: "Real-Time Strategy", description: "Players gather resources, build armies and command units simultaneously with no turn breaks." },
    { name: "Turn-Based Tactics", description: "Squad-level combat resolved in turns, with cover, hit chance and permadeath for units." },
    { name: "Walking Simulator", description: "Exploration-led narrative games with minimal challenge where the environment tells the story." },
    { name: "Narrative Adventure", description: "Choice-driven story games where dialogue and decisions shape relationships and endings." },
    { name: "Social Deduction", description: "Players hide roles and bluff each other to find the traitors among the group." },
    { name: "Dating Sim", description: "Building romantic relationships with a cast of characters through dialogue and shared events." },
    { name: "Creature Collector", description: "Catching, raising and battling many species of creatures to complete a roster." },
    { name: "Precision Platformer", description: "Short, very hard platforming screens with instant respawns and pixel-perfect jumps." },
    { name: "Collectathon", description: "3D platforming where large levels are packed with collectibles that gate progress." },
    { name: "Kart Racer", description: "Arcade racing in small karts with drifting boosts and item-based sabotage." },
    { name: "Sim Racing", description: "Racing with realistic car handling, tyre wear and setups, often played with a wheel." },
    { name: "Arcade Racer", description: "Accessible high-speed racing with forgiving physics, boosting and spectacular crashes." },
    { name: "Survival Crafting", description: "Gather, craft and build to survive in a hostile wilderness, usually with friends online." },
    { name: "Asymmetric Multiplayer", description: "One side plays with different rules or powers than the other, such as one hunter versus four survivors." },
    { name: "Co-op Horror", description: "Small groups investigate or survive scary scenarios together, leaning on proximity voice chat." },
    { name: "Idle Clicker", description: "Tapping generates currency that buys automation, leading to exponential number growth." },
    { name: "Hyper-Casual", description: "One-touch mobile games with instantly understood mechanics, funded by advertising." },
    { name: "Puzzle Platformer", description: "Platforming where each room is a puzzle about physics, timing or special abilities." },
    { name: "Physics Puzzle", description: "Puzzles solved by manipulating simulated physics, such as balance, momentum or structural loads." },
    { name: "Escape Room", description: "Players examine a confined space for clues and locks to find a way out." },
    { name: "Dungeon Crawler", description: "Exploring multi-floor dungeons to fight monsters and collect treasure, often in first person." },
    { name: "Sports Management", description: "Running a sports club's transfers, tactics and finances instead of playing matches directly." },
    { name: "Gacha RPG", description: "Free-to-play RPGs where characters are obtained through randomized paid summons." },
    { name: "Rhythm Action", description: "Combat or movement synchronized to the beat, blending rhythm inputs with action goals." },
    { name: "Vehicle Combat", description: "Armed cars, tanks or mechs battle each other with weapons mounted on vehicles." },
    { name: "Stealth Action", description: "Infiltration missions where players can ghost, subdue or fight, with stealth strongly rewarded." },
    { name: "Bullet Heaven", description: "Auto-attacking survival against enormous swarms, where the fun is in stacking upgrades over a timed run." },
    { name: "Shoot 'em Up", description: "Scrolling shooters where a ship blasts waves of enemies and bosses for score." },
    { name: "Time Loop", description: "The same stretch of time repeats, and knowledge carried between loops is the main progression." },
    { name: "Incremental", description: "Systems-heavy number-growth games that layer new mechanics and prestige resets over time." },
  ],

  // Perspective
  2: [
    { name: "First-Person", description: "The camera is the character's eyes, maximizing immersion and precise aiming." },
    { name: "Third-Person", description: "The camera follows behind the character at a distance so the full body is visible." },
    { name: "Over-the-Shoulder", description: "A close third-person camera offset to one side, common in cover shooters and action games." },
    { name: "Top-Down", description: "The camera looks straight down on the play area, favouring readability of space." },
    { name: "Isometric", description: "An angled overhead view with parallel projection, classic for CRPGs and strategy." },
    { name: "Side-Scrolling", description: "Action moves horizontally across a 2D plane with the camera tracking left and right." },
    { name: "2.5D", description: "3D-rendered worlds whose gameplay is constrained to a 2D plane." },
    { name: "Fixed Camera", description: "Pre-placed camera angles that cut as the player moves, used for cinematic framing and tension." },
    { name: "Cockpit", description: "First-person view from inside a vehicle or aircraft, with instruments in frame." },
    { name: "Bird's-Eye View", description: "A high overhead vantage that shows large areas for managing many units or buildings." },
    { name: "Free Camera", description: "The player can freely rotate, pan and zoom the camera around the scene." },
    { name: "Chase Camera", description: "A camera trailing behind a vehicle, the default view in most racing games." },
    { name: "Vertical Scrolling", description: "The playfield scrolls up or down the screen, common in shoot 'em ups and endless runners." },
    { name: "Trimetric", description: "An overhead projection with unequal axis angles, giving a more natural depth than strict isometric." },
    { name: "On-Rails Camera", description: "The camera moves along a predetermined path while the player aims or reacts." },
    { name: "Flip-Screen", description: "The view jumps from one static screen to the next when the character reaches an edge." },
    { name: "Single Screen", description: "The whole play area fits on one screen with no scrolling at all." },
    { name: "Text-Based", description: "The world is described in words rather than drawn, as in interactive fiction." },
    { name: "Menu-Driven", description: "Play happens mostly through menus, tables and dashboards rather than a spatial view." },
    { name: "Tabletop View", description: "An angled view over a virtual table or board, as if sitting at a game night." },
    { name: "VR First-Person", description: "Stereoscopic head-tracked first-person view with motion-controlled hands." },
    { name: "VR Room-Scale", description: "Players physically walk and move in a tracked space that maps to the virtual one." },
    { name: "Mixed Reality Passthrough", description: "Virtual objects are placed into the player's real room through headset passthrough cameras." },
    { name: "Diorama View", description: "A rotatable miniature-world camera with a tilt-shift look, common in cozy builders." },
    { name: "Broadcast Camera", description: "TV-style sports coverage angles with replays and wide-angle pitch shots." },
    { name: "Strategic Zoom", description: "A camera that zooms seamlessly from a map of the whole world down to individual units." },
    { name: "Switchable First/Third-Person", description: "Players can toggle between first-person and third-person views at any time." },
    { name: "Three-Quarter Overhead", description: "A steep top-down angle that still shows the fronts of characters, typical of classic JRPGs." },
    { name: "Close Follow Camera", description: "A tight camera locked behind the character's back for intimate, cinematic action." },
    { name: "Cinematic Camera", description: "A director-controlled camera that reframes shots automatically for drama." },
    { name: "Pseudo-3D", description: "Scaling sprites or raycasting create the illusion of depth on 2D hardware-style renderers." },
    { name: "Split View", description: "Two simultaneous views of the world are shown at once, such as two characters or two time periods." },
    { name: "Lane View", description: "A fixed angled view down lanes of approaching enemies, typical of lane-defense and rhythm games." },
    { name: "Overhead Hex Grid", description: "A top-down map divided into hexagonal tiles, the standard view for hex-based wargames." },
    { name: "Portrait Mobile View", description: "A vertical one-handed screen layout designed for phones held upright." },
  ],

  // Defining Concepts
  168: [
    { name: "Permadeath", description: "Death is permanent for the character or run, raising the stakes of every decision." },
    { name: "Procedural Generation", description: "Levels, maps or items are generated algorithmically so each playthrough differs." },
    { name: "Meta Progression", description: "Unlocks persist between failed runs, making each attempt slightly stronger than the last." },
    { name: "Time Manipulation", description: "Players can slow, stop or rewind time as a core mechanic for combat or puzzles." },
    { name: "Gravity Manipulation", description: "Changing the direction or strength of gravity opens up new routes and solutions." },
    { name: "Bullet Time", description: "Slow-motion shooting sequences that let players line up spectacular shots." },
    { name: "Choice and Consequence", description: "Decisions have lasting, visible effects on the world, characters and ending." },
    { name: "Companion Relationships", description: "Party members have loyalty or approval that changes based on the player's behaviour." },
    { name: "Squad Command", description: "The player issues orders to a team of AI allies in addition to fighting personally." },
    { name: "Monster Taming", description: "Enemies can be captured, befriended or recruited to fight on the player's side." },
    { name: "Player-Driven Economy", description: "Prices and supply are set by players trading with each other rather than by fixed vendors." },
    { name: "Persistent World", description: "The world keeps running and changing while the player is offline." },
    { name: "Living World Simulation", description: "NPCs and factions pursue their own goals, producing unscripted events." },
    { name: "Hero Collection", description: "A large roster of distinct characters to unlock and build, driving long-term engagement." },
    { name: "Run-Based Structure", description: "Play is organized into self-contained attempts lasting minutes to an hour." },
    { name: "Extraction Loop", description: "Value is only banked once the player escapes a dangerous zone alive." },
    { name: "Shrinking Play Zone", description: "A closing boundary forces players together over the course of a match." },
    { name: "Physics Sandbox", description: "Simulated physics drive emergent chaos and creative solutions." },
    { name: "Parkour Traversal", description: "Fluid climbing, vaulting and wall-running make movement itself the reward." },
    { name: "Grappling Hook", description: "A tether lets players swing, pull and zip across the environment." },
    { name: "Stealth Takedowns", description: "Enemies can be eliminated silently from hiding, rewarding patience and positioning." },
    { name: "Automation", description: "Repetitive work is handed over to machines or workers that the player designs and optimizes." },
    { name: "Colony Management", description: "Assigning jobs and meeting the needs of a population of semi-autonomous characters." },
    { name: "Survival Meters", description: "Hunger, thirst, temperature or sanity bars constantly drain and must be managed." },
    { name: "Environmental Puzzles", description: "The level itself is the puzzle, solved by moving objects, redirecting power or changing terrain." },
    { name: "Light and Darkness", description: "Light sources are a resource that repels threats or reveals hidden paths." },
    { name: "Possession", description: "The player can take control of other creatures or objects to use their abilities." },
    { name: "Shapeshifting", description: "Transforming into different forms with different abilities to overcome obstacles." },
    { name: "Portals", description: "Linked openings in space let players move themselves and objects in non-Euclidean ways." },
    { name: "Asymmetric PvP", description: "Opposing sides have fundamentally different abilities and win conditions." },
    { name: "Live Service Seasons", description: "Content arrives in timed seasons with new maps, modes and a battle pass." },
    { name: "Dynamic Difficulty", description: "The game silently adjusts challenge based on how well the player is doing." },
    { name: "Beat-Synced Combat", description: "Attacks and movement are stronger or only possible when timed to the music." },
    { name: "Dual World Switching", description: "The player shifts between two overlapping versions of the same place." },
    { name: "One-Hit Kills", description: "Both the player and enemies die from a single hit, making every encounter tense and fast." },
    { name: "Speedrunning Focus", description: "Leaderboards, timers and movement tech encourage replaying levels as fast as possible." },
    { name: "Deduction", description: "Players assemble clues into explicit conclusions that the game checks for correctness." },
    { name: "Level Editor", description: "Built-in creation tools let players make and share their own levels." },
    { name: "Size Shifting", description: "Growing or shrinking the character or objects changes how the world can be navigated." },
    { name: "Nemesis Rivals", description: "Named enemies remember past encounters with the player and grow stronger after victories." },
  ],

  // Gameplay
  13: [
    { name: "Melee Combat", description: "Close-range fighting with swords, fists or blunt weapons, built on timing and spacing." },
    { name: "Gunplay", description: "Shooting mechanics with weapon handling, recoil and ammunition management." },
    { name: "Cover Shooting", description: "Snapping to walls and low cover to trade fire, peeking out to shoot." },
    { name: "Stealth Movement", description: "Crouching, hiding in shadows and avoiding sight lines to stay unseen." },
    { name: "Crafting", description: "Combining gathered materials into tools, weapons, consumables or furniture." },
    { name: "Base Building", description: "Placing walls, workstations and defences to create a home or fortress." },
    { name: "Exploration", description: "Discovering new areas, secrets and landmarks is rewarded in its own right." },
    { name: "Puzzle Solving", description: "Stopping to work out logic, spatial or environmental puzzles between other activities." },
    { name: "Platforming", description: "Precise jumps, ledges and moving platforms are a regular part of traversal." },
    { name: "Resource Management", description: "Balancing limited supplies such as money, ammo, food or energy across competing needs." },
    { name: "Turn-Based Combat", description: "Fights are resolved in alternating turns, giving time to plan each action." },
    { name: "Real-Time Combat", description: "Fights play out continuously and reward quick reactions." },
    { name: "Real-Time with Pause", description: "Combat runs live but can be paused at any moment to queue orders." },
    { name: "Dialogue Choices", description: "Conversations offer selectable responses that change tone, information or outcomes." },
    { name: "Character Customization", description: "Players design their avatar's appearance, background or build." },
    { name: "Skill Trees", description: "Branching ability unlocks let players specialize their character over time." },
    { name: "Looting", description: "Searching containers and defeated enemies for randomized rewards." },
    { name: "Inventory Management", description: "Limited carrying space forces decisions about what to keep, sell or drop." },
    { name: "Fishing", description: "A dedicated fishing minigame or system with species, bait and spots to learn." },
    { name: "Farming", description: "Planting, watering and harvesting crops across days and seasons." },
    { name: "Cooking", description: "Preparing recipes from ingredients for buffs, sales or customers." },
    { name: "Trading", description: "Buying low and selling high between markets, merchants or players." },
    { name: "Driving", description: "Controlling cars or other land vehicles as a regular means of getting around." },
    { name: "Flying", description: "Piloting aircraft, spacecraft or a flying character through open airspace." },
    { name: "Sailing", description: "Steering ships with wind, currents and navigation across open water." },
    { name: "Mining", description: "Digging into terrain to extract ore, gems and underground resources." },
    { name: "Hacking", description: "Breaching terminals and networks through minigames or systemic tools." },
    { name: "Card Drafting", description: "Picking cards from limited offers to build a hand or deck as play unfolds." },
    { name: "Combo Chains", description: "Linking attacks together for bonus damage, style or score." },
    { name: "Parrying", description: "Deflecting attacks with precisely timed blocks to open enemies up." },
    { name: "Dodge Rolling", description: "An evasive roll with invulnerability frames as the main defensive tool." },
    { name: "Lock-On Targeting", description: "The camera and attacks focus on a single selected enemy during fights." },
    { name: "Quick-Time Events", description: "On-screen button prompts during cinematic moments determine success or failure." },
    { name: "Wave Survival", description: "Holding out against successive, escalating waves of enemies." },
    { name: "Unit Micromanagement", description: "Directly controlling individual units' abilities and positioning mid-battle." },
    { name: "Diplomacy", description: "Negotiating treaties, alliances and trade with other factions." },
    { name: "Tech Tree Research", description: "Investing in research to unlock new buildings, units or technologies." },
    { name: "Housing Decoration", description: "Furnishing and decorating a personal space for self-expression." },
    { name: "Pet Companion", description: "A loyal animal follows the player, helping in combat or exploration." },
    { name: "Romance Options", description: "Certain characters can be pursued romantically through dialogue and gifts." },
    { name: "Boss Battles", description: "Large, multi-phase encounters with unique patterns cap off levels or chapters." },
    { name: "Character Switching", description: "Swapping between several playable characters with different abilities mid-level." },
    { name: "Level Editing", description: "Using in-game tools to build, test and share custom content." },
    { name: "Racing Lines", description: "Braking points and cornering lines matter for competitive lap times." },
    { name: "Team Tactics", description: "Coordinating roles, callouts and positions with teammates to win objectives." },
    { name: "Photography", description: "Taking pictures of creatures, places or events is a scored or rewarded activity." },
  ],

  // Vibes
  179: [
    { name: "Cozy", description: "Warm, low-stakes and comforting, with no fail states to worry about." },
    { name: "Chill", description: "Relaxed pacing and soft audio that let players unwind." },
    { name: "Tense", description: "Constant low-level pressure that keeps players alert and cautious." },
    { name: "Dark", description: "Heavy, grim subject matter and a shadowy visual tone." },
    { name: "Whimsical", description: "Playful, quirky and fairy-tale-like, full of small delightful surprises." },
    { name: "Melancholic", description: "Wistful sadness and loss linger under the whole experience." },
    { name: "Epic", description: "Huge scale, sweeping music and world-shaking stakes." },
    { name: "Gritty", description: "Dirty, grounded and harsh, with little glamour in its violence or world." },
    { name: "Wholesome", description: "Kind-hearted characters and positive messages that leave players feeling good." },
    { name: "Eerie", description: "Quietly unsettling, with something subtly wrong about the world." },
    { name: "Hopeful", description: "Even in hard circumstances the tone points toward rebuilding and better days." },
    { name: "Chaotic", description: "Unpredictable, noisy and hectic, where things constantly go delightfully wrong." },
    { name: "Frantic", description: "Fast and breathless, demanding split-second reactions." },
    { name: "Relaxing", description: "Soothing loops designed to lower stress rather than raise it." },
    { name: "Nostalgic", description: "Evokes older games, childhood or past decades through style and references." },
    { name: "Dreamlike", description: "Hazy, illogical and otherworldly, like moving through a dream." },
    { name: "Lonely", description: "Isolation and emptiness are deliberate parts of the mood." },
    { name: "Heroic", description: "The player is a champion whose actions inspire and save others." },
    { name: "Mysterious", description: "Secrets and unanswered questions pull the player forward." },
    { name: "Funny", description: "Designed to make players laugh through writing, animation or physics." },
    { name: "Absurd", description: "Deliberately nonsensical premises played completely straight." },
    { name: "Bleak", description: "Hopeless, unforgiving worlds where survival is its own small victory." },
    { name: "Romantic", description: "Longing, affection and tender moments set the emotional tone." },
    { name: "Uplifting", description: "Leaves players inspired, with triumph over adversity at its heart." },
    { name: "Intense", description: "High-adrenaline moments with little downtime between peaks." },
    { name: "Meditative", description: "Repetitive, flowing interactions that encourage a calm, focused state." },
    { name: "Quirky", description: "Odd characters and offbeat humour give it a distinctive personality." },
    { name: "Stylish", description: "Strong visual and musical identity with an emphasis on looking cool." },
    { name: "Brutal", description: "Violent, punishing and uncompromising in both combat and tone." },
    { name: "Cute", description: "Round shapes, bright colours and adorable characters throughout." },
    { name: "Hypnotic", description: "Mesmerizing audiovisual feedback that makes it hard to stop playing." },
    { name: "Adventurous", description: "A sense of discovery and journeying into the unknown." },
    { name: "Competitive", description: "Rivalry, rankings and bragging rights are central to the experience." },
    { name: "Oppressive", description: "The world actively weighs on the player, making every step feel hard-won." },
    { name: "Serene", description: "Peaceful landscapes and quiet moments create a sense of calm beauty." },
    { name: "Bittersweet", description: "Joy and sorrow are mixed, often with an ending that is both happy and sad." },
    { name: "Surreal", description: "Bizarre imagery and dream logic challenge what the player takes as real." },
    { name: "Campy", description: "Knowingly over-the-top, embracing B-movie cheese and exaggeration." },
    { name: "Cinematic", description: "Film-like direction, camera work and set pieces drive the experience." },
    { name: "Contemplative", description: "Invites reflection on big questions, leaving space for the player to think." },
  ],

  // Graphic Technology
  11: [
    { name: "2D Sprites", description: "Characters and objects drawn as flat animated images on a 2D renderer." },
    { name: "Pixel Art Engine", description: "A renderer built around low-resolution pixel grids scaled up crisply." },
    { name: "Voxel", description: "The world is built from volumetric cubes, often fully destructible or editable." },
    { name: "Low-Poly 3D", description: "Simple 3D geometry with few polygons, cheap to run on low-end hardware." },
    { name: "Photorealistic 3D", description: "High-fidelity 3D rendering aiming for real-world lighting and materials." },
    { name: "Ray Tracing", description: "Hardware ray-traced reflections, shadows or global illumination." },
    { name: "Path Tracing", description: "Full path-traced lighting for the whole scene, targeting high-end GPUs." },
    { name: "Stylized 3D", description: "Real-time 3D with non-realistic shading, outlines or painted textures." },
    { name: "2D Skeletal Animation", description: "2D characters animated through rigged bones rather than frame-by-frame sprites." },
    { name: "Pre-Rendered Backgrounds", description: "Static high-detail backdrops rendered offline, with real-time characters on top." },
    { name: "Full-Motion Video", description: "Live-action or pre-rendered video footage forms a significant part of play." },
    { name: "Vector Graphics", description: "Resolution-independent shapes and lines instead of bitmaps." },
    { name: "Text-Only", description: "No graphics beyond text and basic interface elements." },
    { name: "AI Upscaling", description: "Supports machine-learning upscaling and frame generation to raise resolution and frame rate." },
    { name: "Volumetric Effects", description: "Heavy use of volumetric fog, clouds and light shafts for atmosphere." },
  ],

  // Graphic Style
  19: [
    { name: "Realistic", description: "Aims to look like the real world, with believable proportions, materials and lighting." },
    { name: "Semi-Realistic", description: "Grounded proportions with slightly exaggerated colours or features for readability." },
    { name: "Stylized", description: "A deliberate artistic look that departs from realism for identity and longevity." },
    { name: "Cel-Shaded", description: "Flat bands of colour and ink outlines that make 3D look like animation." },
    { name: "Pixel Art", description: "Hand-placed pixels at a low resolution, evoking or modernizing 8- and 16-bit games." },
    { name: "Hand-Drawn", description: "Frame-by-frame illustrated art that shows the artist's hand." },
    { name: "Low-Poly", description: "Faceted geometric 3D with flat colours, chosen as an aesthetic rather than a limitation." },
    { name: "Voxel Art", description: "Blocky cube-based art that gives worlds a toy-like, buildable look." },
    { name: "Anime", description: "Japanese animation-inspired character designs, expressions and colour palettes." },
    { name: "Cartoon", description: "Exaggerated, bouncy Western animation style with bold shapes." },
    { name: "Painterly", description: "Brushstroke textures and soft edges that resemble a moving painting." },
    { name: "Watercolor", description: "Translucent washes of colour and paper textures like a watercolour illustration." },
    { name: "Minimalist", description: "Very few shapes and colours, relying on negative space and clarity." },
    { name: "Retro 8-Bit", description: "Limited palettes and chunky sprites in the style of mid-1980s consoles." },
    { name: "Retro 16-Bit", description: "Richer palettes and parallax in the style of early-1990s consoles." },
    { name: "PS1-Era Low-Fi", description: "Wobbly vertices, low-resolution textures and dithering from late-1990s 3D." },
    { name: "Monochrome Noir", description: "Black, white and greys with high-contrast lighting and deep shadows." },
    { name: "Neon Synthwave", description: "Glowing magenta and cyan grids, sunsets and 1980s retro-futurism." },
    { name: "Comic Book", description: "Halftone dots, panels, speech bubbles and bold inked outlines." },
    { name: "Claymation", description: "Characters and sets that look sculpted from modelling clay." },
    { name: "Papercraft", description: "Worlds built to look like folded, cut and layered paper." },
    { name: "Vector Art", description: "Clean, sharp-edged flat shapes with smooth gradients." },
    { name: "Abstract Geometric", description: "Non-representational shapes and patterns as the main visual language." },
    { name: "Chibi", description: "Super-deformed characters with big heads and tiny bodies." },
    { name: "Gothic Dark", description: "Ornate architecture, desaturated palettes and heavy shadow." },
    { name: "Photogrammetry", description: "Real-world scanned assets that give environments photographic detail." },
    { name: "Toon 3D", description: "Smooth, rounded 3D characters resembling animated feature films." },
    { name: "Hand-Painted Textures", description: "3D models wrapped in painted textures with baked-in lighting and colour." },
    { name: "Ink and Brush", description: "Calligraphic strokes and ink washes inspired by East Asian painting." },
    { name: "Stop-Motion", description: "Choppy, tactile animation that imitates physically posed puppets." },
    { name: "Storybook", description: "Illustrations that resemble a children's picture book." },
    { name: "Pastel", description: "Soft, muted pinks, mints and lilacs for a gentle, friendly look." },
    { name: "Lo-Fi Grainy", description: "Film grain, VHS artefacts and blur for a worn, analogue feel." },
    { name: "Vaporwave", description: "Glitchy retro-internet aesthetics, marble busts and pastel gradients." },
    { name: "Holographic Sci-Fi", description: "Glowing interfaces, clean surfaces and translucent holograms." },
    { name: "Flat Design", description: "Shadowless flat colour shapes, common in mobile puzzle and casual games." },
    { name: "1-Bit", description: "Two colours only, with dithering to suggest shading." },
    { name: "Sketchbook", description: "Pencil lines, rough hatching and notebook paper textures." },
    { name: "Cutout Animation", description: "Flat paper-doll characters moved by hinged joints." },
    { name: "Brutalist", description: "Massive concrete forms, harsh angles and austere, oppressive spaces." },
  ],

  // Protagonist
  174: [
    { name: "Customizable Avatar", description: "A player-created character with chosen appearance, name and often background." },
    { name: "Reluctant Hero", description: "An ordinary person pulled unwillingly into extraordinary events." },
    { name: "Anti-Hero", description: "A morally compromised lead who does good for selfish or violent reasons." },
    { name: "Female Lead", description: "A fixed female main character whose story the game tells." },
    { name: "Male Lead", description: "A fixed male main character whose story the game tells." },
    { name: "Child Protagonist", description: "A young child experiencing the world, often vulnerable or imaginative." },
    { name: "Elderly Protagonist", description: "An older lead looking back on a life or facing one last challenge." },
    { name: "Animal Protagonist", description: "The player controls an animal, from house cats to wild predators." },
    { name: "Robot or Android", description: "An artificial being, often questioning what it means to be alive." },
    { name: "Alien", description: "A non-human lead from another world, seeing Earth or space through strange eyes." },
    { name: "Monster", description: "The player is the creature others fear, such as a beast, demon or blob." },
    { name: "Villain Protagonist", description: "The player sides with evil, running the dungeon or conquering the realm." },
    { name: "Adventuring Party", description: "A group of characters who travel and fight together as one unit." },
    { name: "Private Investigator", description: "A detective for hire solving crimes or mysteries the police will not touch." },
    { name: "Mercenary", description: "A gun or sword for hire whose loyalty is up for sale." },
    { name: "Knight", description: "A sworn warrior bound by oaths to a lord, order or cause." },
    { name: "Mage", description: "A spellcaster whose power comes from study, bloodline or pacts." },
    { name: "Thief", description: "A burglar or pickpocket who lives by stealth and sleight of hand." },
    { name: "Assassin", description: "A trained killer who eliminates targets from the shadows." },
    { name: "Pilot", description: "A flyer of fighters, mechs or starships." },
    { name: "Athlete", description: "A sports player rising through the ranks of a league or tournament." },
    { name: "Racing Driver", description: "A driver building a career through championships and sponsorships." },
    { name: "Chef", description: "A cook running a kitchen, food truck or restaurant." },
    { name: "Farmer", description: "A newcomer or heir working the land and joining a rural community." },
    { name: "Scientist", description: "A researcher whose knowledge is both a tool and a source of the crisis." },
    { name: "Special Forces Operative", description: "An elite soldier on covert or high-risk military missions." },
    { name: "Survivor", description: "An ordinary person trying to stay alive after disaster strikes." },
    { name: "Ghost or Spirit", description: "A dead or disembodied soul interacting with the living world." },
    { name: "Deity", description: "A god or godlike force shaping a world and its believers." },
    { name: "Ruler", description: "A monarch, warlord or president making decisions for an entire realm." },
    { name: "Business Owner", description: "An entrepreneur running and growing a company, shop or park." },
    { name: "Duo", description: "Two protagonists who share the story, often playable in co-op." },
    { name: "Multiple Playable Characters", description: "A rotating cast whose perspectives together tell the story." },
    { name: "Police Officer", description: "A cop patrolling, investigating or working a beat." },
    { name: "Journalist", description: "A reporter chasing a story that someone wants buried." },
    { name: "Musician", description: "A performer whose music drives both story and gameplay." },
    { name: "Samurai Warrior", description: "A sword master following or breaking a warrior's code." },
    { name: "Vampire", description: "An immortal blood-drinker balancing hunger against humanity." },
    { name: "Witch", description: "A practitioner of folk magic, potions and curses." },
    { name: "Faceless Commander", description: "An unseen leader represented only by the orders they give." },
    { name: "Student", description: "A pupil juggling classes, friendships and a hidden secret." },
  ],

  // Story and Narration (story structure)
  123: [
    { name: "Linear Story", description: "One fixed sequence of events from beginning to end." },
    { name: "Branching Story", description: "Key decisions split the plot into meaningfully different paths." },
    { name: "Multiple Endings", description: "Several endings are reachable depending on choices or completion." },
    { name: "Emergent Narrative", description: "Stories arise from systems and player actions rather than a script." },
    { name: "Episodic Story", description: "Released or structured in chapters, each with its own arc." },
    { name: "Minimal Story", description: "Only a thin premise frames the gameplay." },
    { name: "Anthology", description: "Several self-contained stories linked by a theme or setting." },
    { name: "Non-Linear Story", description: "Events can be experienced in different orders, often out of chronology." },
    { name: "Story-Rich", description: "Narrative is a primary reason to play, with extensive writing and characters." },
  ],

  // Story Narration (narrative voice)
  172: [
    { name: "Silent Protagonist", description: "The main character never speaks, letting the player project onto them." },
    { name: "Fully Voiced Cast", description: "All main dialogue is performed by voice actors." },
    { name: "Partially Voiced", description: "Key scenes are voiced while most dialogue is text." },
    { name: "Text-Only Dialogue", description: "All dialogue is read on screen without voice acting." },
    { name: "Third-Person Narrator", description: "An external narrator comments on events as they unfold." },
    { name: "First-Person Narration", description: "The protagonist narrates their own story, often in voice-over." },
    { name: "Unreliable Narrator", description: "The narration cannot be trusted, and the truth emerges over time." },
    { name: "Multiple Perspectives", description: "The story switches between several characters' points of view." },
  ],

  // Narrative Tropes
  144: [
    { name: "Chosen One", description: "A prophecy or destiny marks the protagonist as the only one who can save the world." },
    { name: "Amnesia", description: "The protagonist wakes with no memory and pieces together who they were." },
    { name: "Revenge Quest", description: "The story is driven by hunting down those who wronged the protagonist." },
    { name: "Betrayal", description: "A trusted ally turns out to be working against the hero." },
    { name: "Found Family", description: "Strangers and misfits become a family through shared hardship." },
    { name: "Redemption Arc", description: "A character with a dark past seeks to atone for it." },
    { name: "Fish Out of Water", description: "The protagonist is thrown into an unfamiliar world with unfamiliar rules." },
    { name: "Last Stand", description: "A small group holds out against overwhelming odds." },
    { name: "Heist Gone Wrong", description: "A carefully planned job collapses and the crew must improvise." },
    { name: "Rise to Power", description: "The protagonist climbs from nothing to rule a city, gang or empire." },
    { name: "Lost Civilization", description: "Ruins of a vanished advanced culture hold the key to the plot." },
    { name: "Ancient Evil Awakens", description: "Something sealed long ago breaks free and threatens the world." },
    { name: "Evil Corporation", description: "A powerful company is the real villain behind events." },
    { name: "Rebellion Against Tyranny", description: "The protagonist joins or leads an uprising against an oppressive regime." },
    { name: "Coming of Age", description: "A young character grows up and finds their identity over the story." },
    { name: "Death of the Mentor", description: "The protagonist's guide is lost, forcing them to stand alone." },
    { name: "Time Paradox", description: "Changes to the past create contradictions the characters must untangle." },
    { name: "Parallel Worlds", description: "Alternate versions of reality collide or must be travelled between." },
    { name: "End of the World", description: "An apocalypse is imminent and the story races against it." },
    { name: "Rescue Mission", description: "The goal is to save a kidnapped or trapped loved one." },
    { name: "Underdog Story", description: "An unlikely team or individual rises to beat stronger rivals." },
    { name: "Moral Grey Areas", description: "No faction is purely good, and choices weigh lesser evils." },
    { name: "Whodunit", description: "A murder or crime must be solved by identifying the culprit among suspects." },
    { name: "Cursed Bloodline", description: "A family curse or inheritance haunts the protagonist." },
    { name: "Haunted Place", description: "A house, ship or town is occupied by restless spirits." },
    { name: "Secret Identity", description: "A hidden true identity is revealed at a turning point." },
    { name: "Road Trip", description: "A journey across a land or country with encounters along the way." },
    { name: "Prison Break", description: "The characters must escape captivity through planning and daring." },
    { name: "Forbidden Love", description: "A romance that society, family or factions forbid." },
    { name: "Power Corrupts", description: "Gaining power gradually changes a character for the worse." },
    { name: "Rivals to Allies", description: "Former enemies are forced to cooperate and come to respect each other." },
    { name: "Twist Villain", description: "The true antagonist is revealed late, recontextualizing the story." },
    { name: "Fallen Hero", description: "A once-great champion has become broken, corrupted or forgotten." },
    { name: "Dying World", description: "The world is slowly fading, and every action is made against decline." },
    { name: "Cult Conspiracy", description: "A secret cult manipulates events from the shadows." },
    { name: "Cosmic Insignificance", description: "Humanity is revealed to be tiny and irrelevant before vast forces." },
    { name: "Family Legacy", description: "The protagonist inherits a farm, business or duty from a relative." },
    { name: "Tournament Arc", description: "Competitors battle through a structured tournament toward a final." },
  ],

  // Complexity
  114: [
    { name: "Casual", description: "Learnable in minutes with almost no systems to master." },
    { name: "Accessible", description: "Easy to start, with some depth revealed gradually and generous assist options." },
    { name: "Moderate", description: "Several interacting systems that take a few hours to understand." },
    { name: "Deep", description: "Many layered systems that reward dozens of hours of learning." },
    { name: "Hardcore", description: "Dense mechanics and steep learning curves aimed at dedicated players." },
    { name: "Punishing", description: "Harsh failure states and high skill floors where mistakes cost heavily." },
  ],

  // Main Demographic
  14: [
    { name: "Kids", description: "Designed for children under 12, with simple controls and safe content." },
    { name: "Teens", description: "Aimed at 13-17 year olds, often social, competitive and trend-driven." },
    { name: "Young Adults", description: "Targets 18-24 year olds with high play time and strong social engagement." },
    { name: "Adults", description: "Made for players 25 and over, with mature themes or time-respecting design." },
    { name: "Families", description: "Built to be played together by parents and children." },
    { name: "Core Gamers", description: "Experienced players who follow releases closely and seek depth and challenge." },
    { name: "Casual Players", description: "People who play occasionally and value short, low-pressure sessions." },
    { name: "Mobile-First Players", description: "Audiences who primarily or only play on phones and tablets." },
    { name: "Competitive Players", description: "Players motivated by ranked ladders, esports and skill mastery." },
    { name: "Simulation Enthusiasts", description: "Hobbyists who want authenticity, often owning specialist peripherals." },
    { name: "Mature Players", description: "Players over 45 who favour puzzles, strategy and relaxed pacing." },
  ],

  // Sexual Content
  53: [
    { name: "No Sexual Content", description: "No sexual themes, innuendo or nudity." },
    { name: "Mild Suggestive Themes", description: "Occasional innuendo or revealing outfits without explicit content." },
    { name: "Suggestive Themes", description: "Recurring flirtation, provocative outfits or implied sexual situations." },
    { name: "Partial Nudity", description: "Brief or partial nudity without sexual activity." },
    { name: "Sexual Themes", description: "Sexual relationships are referenced or implied as part of the story." },
    { name: "Nudity", description: "Full nudity appears, in a non-explicit context." },
    { name: "Strong Sexual Content", description: "Explicit sexual scenes are depicted." },
  ],

  // Violence
  41: [
    { name: "No Violence", description: "No combat or harm to characters." },
    { name: "Cartoon Violence", description: "Slapstick harm to cartoon characters with no injury shown." },
    { name: "Fantasy Violence", description: "Combat against fantastical creatures or non-human enemies without realistic injury." },
    { name: "Mild Violence", description: "Infrequent, low-detail violence against human-like characters." },
    { name: "Realistic Violence", description: "Lifelike combat against humans, with visible consequences." },
    { name: "Intense Violence", description: "Frequent, graphic violence including human injury and death." },
    { name: "Blood", description: "Depictions of blood without dismemberment." },
    { name: "Blood and Gore", description: "Depictions of blood along with mutilation of body parts." },
    { name: "Extreme Gore", description: "Detailed dismemberment, torture or body horror as a focal point." },
  ],

  // Sensitive Content
  145: [
    { name: "Strong Language", description: "Frequent and explicit profanity." },
    { name: "Mild Language", description: "Occasional mild swearing." },
    { name: "Drug Reference", description: "Illegal drugs are referenced or shown." },
    { name: "Alcohol Use", description: "Characters drink alcohol or alcohol is a gameplay item." },
    { name: "Tobacco Use", description: "Smoking or tobacco products are depicted." },
    { name: "Simulated Gambling", description: "Players can bet in-game currency on games of chance." },
    { name: "In-Game Purchases", description: "Real money can be spent on digital goods or currency." },
    { name: "Paid Random Items", description: "Purchases include randomized rewards such as loot boxes or summons." },
    { name: "Self-Harm Themes", description: "Suicide, self-harm or depression are depicted or discussed." },
    { name: "Discrimination", description: "Depictions of prejudice or discriminatory language." },
    { name: "Crude Humor", description: "Toilet humour, vulgar jokes and bodily functions." },
    { name: "Fear", description: "Scenes likely to frighten young or sensitive players." },
    { name: "Psychological Distress", description: "Trauma, abuse or mental illness are major story elements." },
    { name: "Unrestricted Online Interaction", description: "Players can chat or voice-chat with strangers without moderation." },
  ],

  // Meta Setting
  157: [
    { name: "Contemporary Earth", description: "The present-day real world, with recognizable cities and technology." },
    { name: "Near Future", description: "A few decades ahead, with plausible extrapolations of current tech." },
    { name: "Far Future", description: "Centuries or millennia ahead, where humanity is transformed." },
    { name: "Alternate History", description: "The real past diverged at some point, producing a different present." },
    { name: "Antiquity", description: "Classical civilizations such as Greece, Rome, Persia or Egypt." },
    { name: "Medieval Era", description: "Roughly 500-1500 AD in a real or lightly fictionalized world." },
    { name: "Renaissance", description: "The age of city-states, exploration, art patrons and early firearms." },
    { name: "Victorian Era", description: "Nineteenth-century industrial cities, empires and gaslight." },
    { name: "Frontier Era", description: "Expanding frontiers with railroads, outposts and lawless towns." },
    { name: "World Wars Era", description: "The first half of the twentieth century and its global conflicts." },
    { name: "Cold War", description: "Superpower rivalry, nuclear fear and proxy wars from the late 1940s to 1991." },
    { name: "High Fantasy Realm", description: "A wholly invented world of magic, races and kingdoms." },
    { name: "Low Fantasy Realm", description: "A mostly grounded world where magic is rare and dangerous." },
    { name: "Urban Fantasy", description: "Magic and monsters hidden within a modern city." },
    { name: "Mythic Age", description: "A time when gods and monsters walked among mortals." },
    { name: "Prehistoric", description: "The stone age or earlier, with early humans and megafauna." },
    { name: "Interstellar Civilization", description: "Many star systems united or divided by interstellar politics." },
    { name: "Space Station", description: "A single orbital or deep-space station as the whole setting." },
    { name: "Colonized Planet", description: "A frontier world being settled by humans or others." },
    { name: "Dream World", description: "The action takes place inside dreams or a subconscious mind." },
    { name: "Afterlife", description: "An underworld, purgatory or realm of the dead." },
    { name: "Virtual Simulation", description: "The world is revealed or known to be a computer simulation." },
    { name: "Miniature World", description: "Players are tiny in an ordinary-sized world, such as a backyard or kitchen." },
    { name: "Toy World", description: "A world made of or populated by toys." },
    { name: "Underwater World", description: "A setting entirely beneath the waves." },
    { name: "Multiverse", description: "Many parallel dimensions that can be crossed between." },
    { name: "Post-Collapse Earth", description: "Earth after a societal, environmental or nuclear collapse." },
    { name: "Abstract Space", description: "A non-representational space of shapes, light and sound." },
    { name: "Fictional Modern Nation", description: "An invented present-day country with its own politics and culture." },
    { name: "Feudal East Asia", description: "Inspired by historical Japan, China or Korea under warring lords." },
    { name: "Age of Sail", description: "Sixteenth to nineteenth century naval exploration and colonial trade." },
    { name: "Dieselpunk Era", description: "An interwar-styled world of diesel machines, zeppelins and propaganda." },
    { name: "Small Town", description: "A close-knit rural or seaside town and its residents." },
    { name: "Sprawling Megacity", description: "A vast, dense future or present city stacked in layers." },
    { name: "Hollow Earth", description: "A hidden world beneath the surface of the planet." },
    { name: "Sky Islands", description: "Floating landmasses above the clouds, linked by airships or bridges." },
  ],

  // Entire Game World (world structure)
  33: [
    { name: "Open World", description: "One large seamless map that can be explored freely." },
    { name: "Semi-Open World", description: "Several large open zones connected by a linear sequence." },
    { name: "Linear Levels", description: "A fixed sequence of self-contained stages." },
    { name: "Hub and Spokes", description: "A central hub area leads out to separate mission or level areas." },
    { name: "Procedurally Generated World", description: "The map is generated anew from a seed for each game or run." },
    { name: "Interconnected World", description: "A handcrafted map whose areas loop back with shortcuts." },
    { name: "Arena-Based", description: "Play happens in discrete match maps or arenas." },
    { name: "Single Location", description: "The entire game takes place in one building, ship or room." },
    { name: "Mission-Based", description: "Players select missions from a menu or map between operations." },
    { name: "Persistent Shared World", description: "A single online world shared by all players on a server." },
    { name: "Overworld Map", description: "A navigable overworld connects the levels or towns." },
  ],

  // Delivery (how the story is delivered)
  173: [
    { name: "Cutscenes", description: "Non-interactive cinematic scenes carry key story beats." },
    { name: "Environmental Storytelling", description: "The story is inferred from places, objects and their arrangement." },
    { name: "Audio Logs", description: "Recorded messages found in the world fill in the backstory." },
    { name: "Dialogue Trees", description: "Branching conversations with characters convey the story." },
    { name: "Lore Entries", description: "Codex pages, notes and books hold the deeper history." },
    { name: "In-Game Narrator", description: "A voice narrates or reacts to the player's actions during play." },
    { name: "Item Descriptions", description: "Fragments of story are hidden in the text of weapons and items." },
    { name: "Live-Action Video", description: "Filmed actors deliver the story in video sequences." },
    { name: "Comic Panels", description: "Illustrated panels or stills narrate events between levels." },
    { name: "Scripted In-Engine Scenes", description: "Story plays out in real time while the player keeps control." },
  ],

  // Genre Mixes
  170: [
    { name: "Action-Adventure", description: "Combat and traversal in equal measure with exploration and light puzzles." },
    { name: "Shooter RPG", description: "First- or third-person gunplay with RPG stats, loot and dialogue." },
    { name: "Roguelike Deckbuilder", description: "Run-based card battles where the deck is built anew each attempt." },
    { name: "Farming RPG", description: "Farming life sim combined with dungeon combat and character levelling." },
    { name: "Puzzle Adventure", description: "Story-led exploration with puzzles as the main obstacle." },
    { name: "Strategy Roguelike", description: "Tactical battles or empire turns inside a permadeath run structure." },
    { name: "Survival City Builder", description: "Building a settlement whose population must survive harsh conditions." },
    { name: "Horror Adventure", description: "Narrative exploration wrapped in horror atmosphere and scares." },
    { name: "Tower Defense Roguelike", description: "Defensive placement across randomized runs with persistent unlocks." },
    { name: "Sports RPG", description: "Sporting matches with character progression, stats and story." },
    { name: "Racing Combat", description: "Races where weapons and takedowns matter as much as speed." },
    { name: "Puzzle RPG", description: "Battles resolved through puzzle boards, with RPG progression around them." },
    { name: "Life Sim RPG", description: "Daily life and relationships mixed with quests, combat and levelling." },
  ],

  // Itemization
  180: [
    { name: "Loot Rarity Tiers", description: "Items come in colour-coded rarities from common to legendary." },
    { name: "Gear Score", description: "A single power number summarizes equipment and gates content." },
    { name: "Crafting Materials", description: "Dozens of gatherable resources feed crafting recipes." },
    { name: "Cosmetic Skins", description: "Appearance-only items for characters, weapons or vehicles." },
    { name: "Consumables", description: "Single-use potions, grenades or food with temporary effects." },
    { name: "Weapon Mods", description: "Attachments and upgrades change how weapons perform." },
    { name: "Collectibles", description: "Hidden items to find for completion rather than power." },
    { name: "Card Collection", description: "Cards are collected, traded and upgraded as the main items." },
    { name: "Set Bonuses", description: "Wearing several pieces of a gear set unlocks extra effects." },
    { name: "Random Affixes", description: "Items roll randomized stats and modifiers on drop." },
    { name: "Equipment Durability", description: "Gear wears down with use and must be repaired." },
    { name: "Relics and Trinkets", description: "Passive items that stack effects, often within a single run." },
    { name: "Multiple Currencies", description: "Several soft and hard currencies for different shops and upgrades." },
  ],

  // World Features
  181: [
    { name: "Day-Night Cycle", description: "Time of day changes lighting, enemy behaviour and available activities." },
    { name: "Dynamic Weather", description: "Rain, snow and storms change visibility, traction or survival conditions." },
    { name: "Seasons", description: "The world cycles through seasons that affect crops, events and scenery." },
    { name: "Destructible Environments", description: "Walls, cover and buildings can be damaged or destroyed." },
    { name: "Fast Travel", description: "Unlocked points let players jump instantly across the map." },
    { name: "Mounts", description: "Rideable animals or creatures speed up travel." },
    { name: "Drivable Vehicles", description: "Cars, boats or aircraft can be commandeered and driven." },
    { name: "Player Housing", description: "A personal home that can be bought, built or furnished." },
    { name: "Hub Town", description: "A safe central town for shopping, quests and socializing." },
    { name: "Dungeons", description: "Dedicated enclosed areas with tougher enemies and rewards." },
    { name: "Fishing Spots", description: "Bodies of water with species to catch across the world." },
    { name: "Wildlife Ecosystem", description: "Animals hunt, flee and interact with each other independently of the player." },
    { name: "NPC Daily Routines", description: "Characters follow schedules, working, eating and sleeping at set times." },
    { name: "Faction Territories", description: "Regions are controlled by factions whose borders can shift." },
    { name: "Hidden Collectibles", description: "Secrets tucked into the map reward thorough exploration." },
    { name: "Side Quests", description: "Optional stories and tasks offered by characters across the world." },
    { name: "Randomized Layouts", description: "Maps and encounters are rearranged each time an area is entered." },
    { name: "Open Sea", description: "A navigable ocean with islands to discover." },
    { name: "Underwater Areas", description: "Explorable spaces beneath the water with their own hazards." },
    { name: "Verticality", description: "Tall structures and climbable terrain make height a key dimension." },
    { name: "Cave Systems", description: "Networks of underground tunnels and caverns below the surface." },
    { name: "Climbable Surfaces", description: "Most walls and cliffs can be scaled freely." },
    { name: "Safe Rooms", description: "Secure spaces to save, store items and recover between threats." },
    { name: "Shops and Vendors", description: "Merchants to buy and sell gear and supplies." },
    { name: "Dynamic Events", description: "Unscheduled events such as attacks or caravans happen in the open world." },
    { name: "World Bosses", description: "Huge enemies that roam the world and require groups to defeat." },
    { name: "Bounty Board", description: "A board of optional contracts and hunts to pick from." },
    { name: "Minigames", description: "Self-contained side games such as cards, racing or dice within the world." },
    { name: "Photo Mode", description: "A free camera with filters for capturing and sharing screenshots." },
    { name: "Crafting Stations", description: "Workbenches and forges placed in the world for crafting." },
    { name: "Checkpoint Shrines", description: "Rest points that save progress, restore health and respawn enemies." },
    { name: "Seamless Interiors", description: "Buildings can be entered without loading screens." },
    { name: "Player-Built Structures", description: "Structures built by players persist in the world." },
    { name: "Social Hub", description: "A shared space where online players meet, trade and show off." },
    { name: "Changing World State", description: "Regions visibly change as the story progresses or quests complete." },
    { name: "In-Game Radio", description: "Radio stations with music and talk shows play in vehicles or bases." },
    { name: "Dense Crowds", description: "Busy streets filled with pedestrians and traffic." },
    { name: "Wildlife Taming", description: "Wild creatures across the world can be tamed and kept." },
  ],

  // Business Model
  182: [
    { name: "Premium", description: "A one-time purchase unlocks the full game." },
    { name: "Free-to-Play", description: "Free to download, funded by in-game purchases." },
    { name: "Freemium", description: "A free portion of the game with a paid unlock for the rest." },
    { name: "Subscription", description: "Ongoing access requires a recurring subscription fee." },
    { name: "Episodic", description: "Sold in separately released chapters or a season pass covering them." },
    { name: "Early Access Premium", description: "A paid, unfinished version sold while development continues." },
    { name: "Premium with Microtransactions", description: "A paid game that also sells cosmetics, currency or boosts." },
    { name: "Ad-Supported", description: "Free to play, funded mainly by in-game advertising." },
  ],

  // Game Mode
  183: [
    { name: "Single-player", description: "Playable alone from start to finish." },
    { name: "Local Co-op", description: "Two or more players cooperate on the same device." },
    { name: "Online Co-op", description: "Players cooperate over the internet." },
    { name: "Online PvP", description: "Players compete against each other over the internet." },
    { name: "MMO", description: "Massively multiplayer with hundreds or thousands of players in one world." },
    { name: "Cross-play", description: "Players on different platforms can play together." },
    { name: "Split-screen", description: "The screen is divided so several local players each get their own view." },
    { name: "Local Versus", description: "Players compete against each other on the same device." },
    { name: "Asynchronous Multiplayer", description: "Players interact without being online at the same time, such as ghost races or base raids." },
    { name: "Ranked Competitive", description: "Matchmade ranked play with skill ratings and seasonal ladders." },
  ],
};

// ---------------------------------------------------------------------------------------------------
// 5. Genre frequency and player-count multipliers (keys are exactly the Genre names above)
// ---------------------------------------------------------------------------------------------------

/** Relative frequency of each Genre among games; the long tail of small games drives the heavy weights. */
export const GENRE_WEIGHTS: Readonly<Record<string, number>> = {
  "Action": 120,
  "Adventure": 110,
  "RPG": 60,
  "Shooter": 45,
  "Strategy": 50,
  "Simulation": 70,
  "Racing": 18,
  "Sports": 18,
  "Puzzle": 85,
  "Platformer": 55,
  "Fighting": 8,
  "Horror": 35,
  "Survival": 30,
  "Roguelike": 30,
  "Sandbox": 16,
  "MMORPG": 5,
  "Battle Royale": 3,
  "Card Game": 14,
  "Rhythm": 7,
  "Visual Novel": 28,
  "Tower Defense": 12,
  "City Builder": 10,
  "Metroidvania": 14,
  "Stealth": 8,
  "Open World": 12,
  "Casual": 95,
  "Party": 10,
  "Arcade": 30,
  "Management": 20,
  "Educational": 12,
  "Hack and Slash": 12,
  "Beat 'em Up": 6,
  "MOBA": 2,
  "Point-and-Click": 16,
  "Board Game": 8,
  "Trivia": 5,
  "Idle": 14,
  "Match-3": 10,
  "Hidden Object": 9,
  "Life Sim": 10,
  "Flight": 5,
};

/** Average player-count multiplier per Genre (1 = typical). Hit-prone genres sit well above 1. */
export const GENRE_PLAYER_MULTIPLIER: Readonly<Record<string, number>> = {
  "Action": 1.2,
  "Adventure": 1.0,
  "RPG": 1.8,
  "Shooter": 2.4,
  "Strategy": 0.9,
  "Simulation": 1.0,
  "Racing": 1.2,
  "Sports": 2.0,
  "Puzzle": 0.5,
  "Platformer": 0.7,
  "Fighting": 1.1,
  "Horror": 0.9,
  "Survival": 1.9,
  "Roguelike": 0.9,
  "Sandbox": 1.6,
  "MMORPG": 2.6,
  "Battle Royale": 3.0,
  "Card Game": 1.0,
  "Rhythm": 0.5,
  "Visual Novel": 0.3,
  "Tower Defense": 0.6,
  "City Builder": 0.9,
  "Metroidvania": 0.6,
  "Stealth": 0.8,
  "Open World": 1.7,
  "Casual": 0.6,
  "Party": 1.3,
  "Arcade": 0.4,
  "Management": 0.7,
  "Educational": 0.3,
  "Hack and Slash": 0.9,
  "Beat 'em Up": 0.5,
  "MOBA": 2.8,
  "Point-and-Click": 0.4,
  "Board Game": 0.4,
  "Trivia": 0.4,
  "Idle": 0.6,
  "Match-3": 0.8,
  "Hidden Object": 0.3,
  "Life Sim": 1.1,
  "Flight": 0.6,
};

// ---------------------------------------------------------------------------------------------------
// 6. Personas (order fixed by the specification)
// ---------------------------------------------------------------------------------------------------

/** affinities are classification names from Genre, Theme, Sub-Genre, Gameplay or Game Mode. */
export const PERSONAS: ReadonlyArray<Persona> = [
  {
    id: 1,
    name: "Adrenaline Junkies",
    description:
      "Players chasing speed, spectacle and split-second reactions. They favour fast matches, high stakes and games that keep their heart rate up from the first minute.",
    affinities: ["Action", "Shooter", "Racing", "Battle Royale", "Arena Shooter", "Arcade Racer", "Bullet Hell", "Vehicle Combat", "Online PvP"],
  },
  {
    id: 2,
    name: "Creators",
    description:
      "Players who want to build, design and express themselves. They spend their time in editors, bases and blueprints and measure success by what they made.",
    affinities: ["Sandbox", "City Builder", "Base Builder", "Factory Builder", "Colony Sim", "Crafting", "Base Building", "Housing Decoration", "Character Customization", "Level Editing"],
  },
  {
    id: 3,
    name: "Challengers",
    description:
      "Players who seek mastery through difficulty. They accept repeated failure as long as the game is fair, and value beating a hard boss or a ranked rival above all.",
    affinities: ["Soulslike", "Roguelike", "Precision Platformer", "Fighting", "Metroidvania", "Bullet Hell", "Parrying", "Boss Battles", "Ranked Competitive"],
  },
  {
    id: 4,
    name: "Planners",
    description:
      "Strategic thinkers who enjoy optimizing systems and long-term plans. They like pausing to weigh options and watching a well-laid plan pay off turns or hours later.",
    affinities: ["Strategy", "4X", "Grand Strategy", "Real-Time Strategy", "Turn-Based Tactics", "Management", "Tower Defense", "Resource Management", "Tech Tree Research", "Diplomacy"],
  },
  {
    id: 5,
    name: "Zen Gamers",
    description:
      "Players who game to relax and unwind. They prefer gentle pacing, soothing audio and low-pressure goals over competition and punishment.",
    affinities: ["Casual", "Puzzle", "Cozy Farming Sim", "Life Sim", "Idle", "Walking Simulator", "Farming", "Fishing", "Cooking", "Nature"],
  },
  {
    id: 6,
    name: "Killers",
    description:
      "Competitive players who enjoy dominating other people. They are motivated by eliminations, leaderboards and proving they are better than the opponent in front of them.",
    affinities: ["Shooter", "Battle Royale", "MOBA", "Hero Shooter", "Tactical Shooter", "Extraction Shooter", "Fighting", "Online PvP", "Military"],
  },
  {
    id: 7,
    name: "Social Gamers",
    description:
      "Players for whom games are a way to hang out. They choose titles their friends play and value co-op, guilds, parties and shared moments over solo achievement.",
    affinities: ["MMORPG", "Party", "Social Deduction", "Co-op Horror", "Online Co-op", "Local Co-op", "MMO", "Cross-play", "Split-screen"],
  },
  {
    id: 8,
    name: "Explorers",
    description:
      "Curious players driven by discovery. They wander off the main path to find secrets, lore and hidden places, and love worlds that reward looking around.",
    affinities: ["Open World", "Adventure", "Metroidvania", "Immersive Sim", "Survival Crafting", "Exploration", "Space", "Mystery", "Mythology"],
  },
  {
    id: 9,
    name: "Warriors",
    description:
      "Players drawn to direct, physical combat and heroic fantasy. They want to wield weapons, clash with powerful foes and feel strong in close-quarters battle.",
    affinities: ["Hack and Slash", "Beat 'em Up", "Action RPG", "Character Action", "Soulslike", "Melee Combat", "Medieval", "Vikings", "Dark Fantasy"],
  },
];

// ---------------------------------------------------------------------------------------------------
// 7. Services (ids 1..18; 14 is a retired cloud beta, which is why the spec's allowed list skips it)
// ---------------------------------------------------------------------------------------------------

export const SERVICES: ReadonlyArray<Service> = [
  { id: 1, name: "Vaultline Pass", serviceType: "subscription", active: true },
  { id: 2, name: "Vaultline Pass Ultimate", serviceType: "subscription", active: true },
  { id: 3, name: "PlayCircle Extra", serviceType: "subscription", active: true },
  { id: 4, name: "PlayCircle Premium Classics", serviceType: "subscription", active: true },
  { id: 5, name: "Switchboard Online Expansion", serviceType: "subscription", active: true },
  { id: 6, name: "Orchard Arcade", serviceType: "subscription", active: true },
  { id: 7, name: "Nimbus Cloud Gaming", serviceType: "cloud", active: true },
  { id: 8, name: "Stratocast Cloud Play", serviceType: "cloud", active: true },
  { id: 9, name: "Cross-Save Sync", serviceType: "platform_feature", active: true },
  { id: 10, name: "Achievements and Trophies", serviceType: "platform_feature", active: true },
  { id: 11, name: "Household Library Sharing", serviceType: "platform_feature", active: true },
  { id: 12, name: "Community Mod Hub", serviceType: "storefront_feature", active: true },
  { id: 13, name: "Remote Couch Play", serviceType: "platform_feature", active: true },
  { id: 14, name: "Cirrus Stream Beta", serviceType: "cloud", active: false },
  { id: 15, name: "Handheld Compatible Badge", serviceType: "storefront_feature", active: true },
  { id: 16, name: "Cloud Saves", serviceType: "platform_feature", active: true },
  { id: 17, name: "Collectible Profile Cards", serviceType: "storefront_feature", active: true },
  { id: 18, name: "Halvorsen Plus", serviceType: "subscription", active: true },
];

// ---------------------------------------------------------------------------------------------------
// 8. Distributions (stores)
// ---------------------------------------------------------------------------------------------------

/** 183 and 267 are the spec's preferred distributions; the three launchers belong to MAJOR_PUBLISHERS[0..2]. */
export const DISTRIBUTIONS: ReadonlyArray<Distribution> = [
  { id: 183, name: "Steam", kind: "pc_store" },
  { id: 267, name: "Platform Digital Store", kind: "console_store" },
  { id: 12, name: "Retail (Boxed)", kind: "retail" },
  { id: 184, name: "Epic Games Store", kind: "pc_store" },
  { id: 185, name: "GOG", kind: "pc_store" },
  { id: 186, name: "Humble Store", kind: "pc_store" },
  { id: 187, name: "itch.io", kind: "pc_store" },
  { id: 188, name: "Microsoft Store", kind: "pc_store" },
  { id: 210, name: "Halvorsen Launcher", kind: "launcher" },
  { id: 211, name: "Meridian Connect", kind: "launcher" },
  { id: 212, name: "Nordhavn Arcade Hub", kind: "launcher" },
  { id: 240, name: "App Store", kind: "mobile_store" },
  { id: 241, name: "Google Play", kind: "mobile_store" },
];

// ---------------------------------------------------------------------------------------------------
// 9-10. Localities and editions
// ---------------------------------------------------------------------------------------------------

export const LOCALITIES: ReadonlyArray<NamedId> = [
  { id: 1, name: "North America" },
  { id: 2, name: "Europe" },
  { id: 3, name: "Japan" },
  { id: 4, name: "Asia" },
  { id: 5, name: "Latin America" },
  { id: 6, name: "Oceania" },
  { id: 16, name: "Worldwide" },
];

export const EDITIONS: ReadonlyArray<NamedId> = [
  { id: 0, name: "Standard" },
  { id: 1, name: "Deluxe" },
  { id: 2, name: "Gold" },
  { id: 3, name: "Ultimate" },
  { id: 4, name: "Collector's" },
  { id: 5, name: "Game of the Year" },
  { id: 6, name: "Complete" },
  { id: 7, name: "Definitive" },
];

// ---------------------------------------------------------------------------------------------------
// 11. Age ratings (system 1 PEGI-like, system 2 ESRB-like)
// ---------------------------------------------------------------------------------------------------

export const AGE_RATING_SYSTEMS: ReadonlyArray<NamedId & { region: string }> = [
  { id: 1, name: "PEGI", region: "Europe" },
  { id: 2, name: "ESRB", region: "North America" },
];

/**
 * Ids 1..7 follow the label order the specification lists (15+, 18+, 3+, 7+, 13+, 10+, 5+); the second 18+
 * and the two provisional ratings come after. priority orders ratings within a system from youngest to
 * oldest audience; the provisional ones sort last. Ratings whose name contains "Provisional" are excluded
 * from display by the spec's validation rules.
 */
export const AGE_RATINGS: ReadonlyArray<AgeRating> = [
  { id: 1, ageRatingSystemId: 1, name: "PEGI 15", shortName: "15+", description: "Suitable for ages 15 and over: realistic violence against human characters, strong language, sexual innuendo or drug references.", priority: 3, retired: false },
  { id: 2, ageRatingSystemId: 1, name: "PEGI 18", shortName: "18+", description: "Adults only: gross violence, motiveless killing, explicit sexual activity or glamorized drug use.", priority: 4, retired: false },
  { id: 3, ageRatingSystemId: 1, name: "PEGI 3", shortName: "3+", description: "Suitable for all ages: no sounds or pictures likely to frighten young children and only very mild comic violence.", priority: 1, retired: false },
  { id: 4, ageRatingSystemId: 1, name: "PEGI 7", shortName: "7+", description: "Suitable for ages 7 and over: may contain mildly frightening scenes or non-realistic violence.", priority: 2, retired: false },
  { id: 5, ageRatingSystemId: 2, name: "ESRB 13+", shortName: "13+", description: "Teen: violence, suggestive themes, crude humour, minimal blood or infrequent strong language.", priority: 3, retired: false },
  { id: 6, ageRatingSystemId: 2, name: "ESRB 10+", shortName: "10+", description: "Everyone 10 and over: more cartoon, fantasy or mild violence, mild language or minimal suggestive themes.", priority: 2, retired: false },
  { id: 7, ageRatingSystemId: 2, name: "ESRB 5+", shortName: "5+", description: "Everyone: minimal cartoon, fantasy or mild violence and infrequent mild language.", priority: 1, retired: false },
  { id: 8, ageRatingSystemId: 2, name: "ESRB 18+", shortName: "18+", description: "Mature: intense violence, blood and gore, sexual content or strong language.", priority: 4, retired: false },
  { id: 9, ageRatingSystemId: 1, name: "PEGI Rating Pending (Provisional)", shortName: "RP", description: "Provisional rating shown on pre-release material until the final PEGI rating is assigned.", priority: 99, retired: false },
  { id: 10, ageRatingSystemId: 2, name: "ESRB Rating Pending (Provisional)", shortName: "RP", description: "Provisional rating shown on pre-release material until the final ESRB rating is assigned.", priority: 99, retired: false },
];

// ---------------------------------------------------------------------------------------------------
// 12. Game types
// ---------------------------------------------------------------------------------------------------

export const GAME_TYPES: ReadonlyArray<NamedId> = [
  { id: 0, name: "Main Game" },
  { id: 1, name: "DLC" },
  { id: 2, name: "Expansion" },
  { id: 3, name: "Bundle" },
  { id: 4, name: "Remaster" },
  { id: 5, name: "Remake" },
  { id: 6, name: "Early Access" },
];

// ---------------------------------------------------------------------------------------------------
// 13. Company names (all invented)
// ---------------------------------------------------------------------------------------------------

/** A generated company name is `${root} ${suffix}`, with the suffix list chosen by company size. */
export const COMPANY_NAME_PARTS: {
  roots: readonly string[];
  suffixes: Record<"Indie" | "AA" | "AAA", readonly string[]>;
} = {
  roots: [
    "Iron", "Lantern", "Northwind", "Pixel Orchard", "Copperfield", "Saltmarsh", "Brightwater", "Quillstone",
    "Ashgrove", "Emberlight", "Hollowpine", "Stormglass", "Vellum", "Tidecall", "Blackbriar",
    "Silverkite", "Foxglove", "Kestrel", "Thistle", "Wrenfield", "Glasshouse", "Harrowgate", "Cinderbox",
    "Longboat", "Starling", "Waypoint", "Tinderbox", "Bramblewood", "Mossgate", "Redfern", "Cobalt Crow",
    "Lowtide", "Clockwork Owl", "Gilded Fox", "Twelve Ravens", "Nine Lanterns", "Quiet Harbor",
    "Velvet Comet", "Rusty Anchor", "Lucky Minnow", "Sunken Bell", "Tall Grass", "Wildmere", "Skylark",
    "Driftwood", "Sparkline", "Sapphire Gate", "Oakhaven", "Grey Heron", "Frostpeak", "Lumen Vale",
    "Thunderkite", "Marble Stag", "Pinwheel", "Grey Orchard", "Beacon Hill", "Bright Anvil", "Mirrorlake",
    "Crooked Tower", "Sixfold", "Halfmoon", "Glowworm", "Copper Kettle", "Honeycomb", "Little Lighthouse",
    "Morning Owl", "Northpaw", "Pebblebrook", "Quartz Lane", "Kettlebrook", "Windward", "Amberline",
    "Bluebottle", "Cresting Wave", "Drumlin", "Falconridge", "Gossamer", "Inkwell", "Juniper Row", "Lodestar",
  ],
  suffixes: {
    AAA: ["Entertainment", "Interactive", "Games Group", "Interactive Entertainment", "Digital Entertainment", "Media Group", "Studios International", "Holdings"],
    AA: ["Studios", "Digital", "Game Studio", "Labs", "Productions", "Software", "Interactive", "Creative"],
    Indie: ["Games", "Collective", "Workshop", "Softworks", "Game Co.", "Studio", "Cooperative", "Arcade", "Pixel Works", "Bits", "Play", "Garage"],
  },
};

/** Thirty invented AAA publishers; ticker and stockExchange are null for privately held ones. */
export const MAJOR_PUBLISHERS: ReadonlyArray<MajorPublisher> = [
  { name: "Halvorsen Interactive", shortName: "Halvorsen", ticker: "HLVN", stockExchange: "NASDAQ" },
  { name: "Meridian Crown Entertainment", shortName: "Meridian", ticker: "MRCE", stockExchange: "NYSE" },
  { name: "Nordhavn Games Group", shortName: "Nordhavn", ticker: "NDHV", stockExchange: "LSE" },
  { name: "Sable Harbor Entertainment", shortName: "Sable Harbor", ticker: null, stockExchange: null },
  { name: "Kitsunebi Interactive", shortName: "Kitsunebi", ticker: "7953", stockExchange: "TSE" },
  { name: "Vantorre Digital Entertainment", shortName: "Vantorre", ticker: "VNTR", stockExchange: "Euronext Paris" },
  { name: "Bluefjord Games Group", shortName: "Bluefjord", ticker: "BFJD B", stockExchange: "Nasdaq Stockholm" },
  { name: "Solstice Forge Interactive", shortName: "Solstice Forge", ticker: null, stockExchange: null },
  { name: "Auralis Entertainment", shortName: "Auralis", ticker: "AURL", stockExchange: "NASDAQ" },
  { name: "Greystone Peak Interactive", shortName: "Greystone", ticker: null, stockExchange: null },
  { name: "Hanseong Bright Games", shortName: "Hanseong", ticker: "284610", stockExchange: "KRX" },
  { name: "Jade Lantern Interactive", shortName: "Jade Lantern", ticker: "2938", stockExchange: "HKEX" },
  { name: "Kovar Interactive", shortName: "Kovar", ticker: "KOVR", stockExchange: "Prague Stock Exchange" },
  { name: "Crestline Entertainment", shortName: "Crestline", ticker: "CRSL", stockExchange: "NYSE" },
  { name: "Polaris Vale Interactive", shortName: "Polaris Vale", ticker: null, stockExchange: null },
  { name: "Argent Tide Entertainment", shortName: "Argent Tide", ticker: "ATDE", stockExchange: "TSX" },
  { name: "Emberwick Interactive", shortName: "Emberwick", ticker: null, stockExchange: null },
  { name: "Stonehaven Media Group", shortName: "Stonehaven", ticker: "SHMG", stockExchange: "LSE" },
  { name: "Wild Heron Entertainment", shortName: "Wild Heron", ticker: "WHE", stockExchange: "ASX" },
  { name: "Moonquarry Interactive", shortName: "Moonquarry", ticker: null, stockExchange: null },
  { name: "Cobalt Arc Entertainment", shortName: "Cobalt Arc", ticker: "CBLA", stockExchange: "NASDAQ" },
  { name: "Corvid Hill Entertainment", shortName: "Corvid Hill", ticker: null, stockExchange: null },
  { name: "Sunforge Games Group", shortName: "Sunforge", ticker: "SFG", stockExchange: "Xetra" },
  { name: "Aokaze Entertainment", shortName: "Aokaze", ticker: "9612", stockExchange: "TSE" },
  { name: "Marrowick Interactive", shortName: "Marrowick", ticker: null, stockExchange: null },
  { name: "Goldcrest Games Group", shortName: "Goldcrest", ticker: "GCGG", stockExchange: "NYSE" },
  { name: "Lumen Spire Entertainment", shortName: "Lumen Spire", ticker: "603911", stockExchange: "SSE" },
  { name: "Tidewater Interactive", shortName: "Tidewater", ticker: "TIDW", stockExchange: "Oslo Bors" },
  { name: "Eastwarden Entertainment", shortName: "Eastwarden", ticker: "EWD", stockExchange: "SGX" },
  { name: "Highmoor Interactive Entertainment", shortName: "Highmoor", ticker: null, stockExchange: null },
];

// ---------------------------------------------------------------------------------------------------
// 14. Game title parts
// ---------------------------------------------------------------------------------------------------

/**
 * patterns use the placeholders {adj}, {noun} and {place}, each at most once per pattern; dlcPatterns use
 * {base} (the parent title) and may also use {adj}, {noun} or {place}. Word lists avoid combinations that
 * spell well-known real titles.
 */
export const TITLE_PARTS: {
  adjectives: readonly string[];
  nouns: readonly string[];
  places: readonly string[];
  patterns: readonly string[];
  dlcPatterns: readonly string[];
} = {
  adjectives: [
    "Ashen", "Amber", "Arcane", "Astral", "Azure", "Bitter", "Bleak", "Blazing", "Bright", "Brass",
    "Burning", "Celestial", "Cinder", "Clockwork", "Cobalt", "Copper", "Crimson", "Crooked", "Crystal", "Cursed",
    "Distant", "Drowned", "Dusk", "Electric", "Elder", "Emerald", "Eternal", "Fallen", "Feral", "Fading",
    "Fierce", "Forgotten", "Fractured", "Frozen", "Gilded", "Glass", "Gloomy", "Golden", "Grim", "Hidden",
    "Hungry", "Howling", "Iron", "Ivory", "Jade", "Last", "Lonely", "Lucky", "Lunar",
    "Mechanical", "Midnight", "Mighty", "Molten", "Neon", "Nimble", "Obsidian", "Pale", "Phantom", "Primal",
    "Quiet", "Radiant", "Ragged", "Restless", "Ruined", "Rusted", "Scarlet", "Shattered", "Shimmering",
    "Silent", "Silver", "Sleepless", "Solar", "Sovereign", "Stormbound", "Sunken", "Swift", "Tangled", "Thorned",
    "Twilight", "Umbral", "Unbroken", "Untamed", "Valiant", "Velvet", "Verdant", "Vicious", "Wandering",
    "Whispering", "Wicked", "Winter", "Withered", "Wooden", "Woven", "Wretched", "Brave", "Cosmic", "Daring",
    "Dreaming", "Fabled", "Flickering", "Gentle", "Hallowed", "Humble", "Jagged", "Kindled", 
    "Marbled", "Misty", "Nameless", "Painted", "Patchwork", "Quantum", "Rebel", "Roaring", "Salted", "Secret",
    "Stolen", "Sunlit", "Thundering", "Turbo", "Unseen", "Vanishing", "Wayward", "Boundless", "Emberlit", "Starlit",
  ],
  nouns: [
    "Anchor", "Archive", "Armada", "Atlas", "Beacon", "Blade", "Bloom", "Bramble", "Cairn",
    "Caravan", "Carnival", "Cartographer", "Cascade", "Catacomb", "Chalice", "Circuit", "Citadel", "Colony", 
    "Conclave", "Covenant", "Crown", "Crucible", "Current", "Dagger", "Delve", "Dominion", "Drift", "Drone",
    "Dynasty", "Echo", "Eclipse", "Emissary", "Engine", "Envoy", "Expanse", "Falcon", "Familiar", "Ferry",
    "Flame", "Forge", "Fortress", "Fragment", "Frontier", "Gambit", "Garden", "Garrison", "Gate", "Glacier",
    "Golem", "Grimoire", "Harbinger", "Harbor", "Heist", "Herald", "Inkwell",
    "Isle", "Jackal", "Juggernaut", "Keeper", "Kingdom", "Labyrinth", "Lantern", "Ledger", "Leviathan", "Lighthouse",
    "Lotus", "Machine", "Mantle", "Marauder", "Mask", "Meridian", "Mirage", "Monolith", "Nomad",
    "Oracle", "Orchard", "Outpost", "Pilgrim", "Pioneer", "Prism", "Prophecy", "Quarry", "Raider",
    "Rampart", "Relic", "Requiem", "Rift", "Rune", "Sanctum", "Sentinel", "Serpent", "Shard", "Shepherd",
    "Siege", "Signal", "Spire", "Sprocket", "Squadron", "Stag", "Summit", "Swarm", "Talon", 
    "Tide", "Tinker", "Torch", "Tower", "Trail", "Vanguard", "Vault", "Vessel", "Vigil",
    "Voyage", "Wanderer", "Warden", "Wayfarer", "Whisper", "Wildfire", "Wolfpack", "Wraith", "Wyvern", "Zephyr",
    "Alchemist", "Apiary", "Bazaar", "Bellwether", "Blacksmith", "Bonfire", "Brewery", "Canopy", "Carousel",
    "Cathedral", "Chimera", "Cipher", "Clocktower", "Comet", "Conduit", "Courier", "Crossing", "Diner", "Dynamo",
    "Emporium", "Farmstead", "Ferryman", "Firefly", "Foundry", "Gardener", "Goblin", "Greenhouse", "Gryphon",
    "Hive", "Homestead", "Inn", "Ironworks", "Jester", "Kiln", "Lagoon", "Locomotive", "Menagerie", "Mercenary",
    "Mill", "Moth", "Nebula", "Observatory", "Paladin", "Pantheon", "Parade", "Pawn", "Phoenix", "Quasar",
    "Rover", "Salvager", "Scavenger", "Scholar", "Scribe", "Sentry", "Shipwright", "Smuggler", "Sorcerer", "Submarine",
    "Tavern", "Tortoise", "Trader", "Trawler", "Trickster", "Wagon", "Warlock", "Weaver", "Whale", "Windmill",
    "Workshop", "Zeppelin",
  ],
  places: [
    "Vharrow", "Kestrel Reach", "Ashfall", "Duskmere", "Brinehold", "Caldera Nine", "Thornwick", "Varnhold", "Saltspire", "Greywater",
    "Ostravel", "Nyx Harbor", "Zephyr Station", "Korrin Vale", "Emberlyn", "Lowmarch", "Skarheim", "Aldervast", "Mirewood", "Solace Bay",
    "Tarsa", "Veyra", "Halden Deep", "Ironmouth", "Gloamreach", "Quennel", "Sunhallow", "Bellmoor", "Cindervale", "Frostmere",
    "Obrin Wastes", "Kaldera Prime", "Nova Tessaly", "Hexmoor", "Luminar", "Marrowfen", "Rookhaven", "Starfall Isles", "Tidehollow", "Umbral Coast",
    "Virelia", "Yssandor", "Zarthis", "Aurelian Gate", "Brakka", "Copperhollow", "Dunmire", "Elsmere", "Farrowdeep", "Harrowfield",
    "Isenfell", "Kharos", "Lanternholm", "Northreach", "Orvane", "Pellucid Sea", "Quillmarsh", "Ravelin", "Silverrun", "Ulmar",
    "Valcrest", "Xerith", "Yarrowby", "Sector Nine", "Port Cassius", "Helix Station", "Cradle Seven", "Verdant Reach", "Sablemoor", "Gildenport",
    "Mournstead", "Crescent Key", "Drowned Vesper", "Kepler Verge",
  ],
  patterns: [
    // Two or three slots: the bulk of the title space.
    "{adj} {noun}",
    "The {adj} {noun}",
    "{noun} of {place}",
    "{adj} {noun}: {place}",
    "{place}: {adj} {noun}",
    "{adj} {noun} of {place}",
    "Last {noun} of {place}",
    "Rise of the {adj} {noun}",
    "Fall of the {adj} {noun}",
    "Tales of the {adj} {noun}",
    "Beyond the {adj} {noun}",
    "Heart of the {adj} {noun}",
    "Song of the {adj} {noun}",
    "Ballad of the {adj} {noun}",
    "{adj} {noun}: Reborn",
    "{adj} {noun} Tactics",
    "{adj} {noun} Rising",
    "{adj} {noun} Unbound",
    "{adj} {noun} Arena",
    "{adj} {noun} Survivors",
    "{adj} {noun} Online",
    "{adj} {noun} Party",
    "{adj} {noun} Odyssey",
    "The {adj} {noun} Saga",
    "{adj} {noun} Simulator",
    "{noun} Legends of {place}",
    "{noun} Heroes of {place}",
    "{noun} Protocol: {place}",
    "{place} {noun} Simulator",
    "{place} {noun} Tycoon",
    "{place} {noun} Defense",
    "{place} {noun} Manager",
    // One slot: short, very believable titles, but only a few hundred each; weight them lower or add numbering.
    "Chronicles of {place}",
    "Legends of {place}",
    "Escape from {place}",
    "Return to {place}",
    "Siege of {place}",
    "Shadows over {place}",
    "{place} Nights",
    "{place} Tactics",
    "{place} Grand Prix",
    "{noun} Simulator",
    "Project {noun}",
  ],
  dlcPatterns: [
    "{base}: Season Pass",
    "{base} - Soundtrack",
    "{base}: The Frozen Crown",
    "{base}: Expansion Pass",
    "{base} - Deluxe Upgrade",
    "{base} - Digital Artbook",
    "{base} - Cosmetic Pack",
    "{base}: Year 1 Pass",
    "{base}: Year 2 Pass",
    "{base}: Echoes of the Deep",
    "{base}: The Shattered Coast",
    "{base} - Supporter Pack",
    "{base} - Starter Pack",
    "{base} - Booster Pack",
    "{base}: The Sunken Archive",
    "{base}: Legacy Missions",
    "{base}: Ashen Tide",
    "{base} - Original Soundtrack",
    "{base}: Heroes Bundle",
    "{base}: Tides of {place}",
    "{base}: The {adj} {noun}",
    "{base}: Return to {place}",
  ],
};

// ---------------------------------------------------------------------------------------------------
// 15-16. Social platforms and video media types (relative weights)
// ---------------------------------------------------------------------------------------------------

/** weight: relative size of a typical game's follower base on that platform. */
export const SOCIAL_PLATFORMS: ReadonlyArray<Weighted> = [
  { name: "YouTube", weight: 26 },
  { name: "X", weight: 18 },
  { name: "Twitch", weight: 8 },
  { name: "Reddit", weight: 6 },
  { name: "TikTok", weight: 20 },
  { name: "Discord", weight: 10 },
  { name: "Instagram", weight: 12 },
  { name: "Facebook", weight: 14 },
];

/** weight: relative share of a game's promotional videos of that type. */
export const VIDEO_MEDIA_TYPES: ReadonlyArray<Weighted> = [
  { name: "Trailer", weight: 30 },
  { name: "Gameplay", weight: 25 },
  { name: "Review", weight: 15 },
  { name: "Livestream", weight: 10 },
  { name: "Dev Diary", weight: 8 },
  { name: "Launch Trailer", weight: 12 },
];
