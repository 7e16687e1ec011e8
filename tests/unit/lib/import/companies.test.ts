import { splitCompanyList } from "@/lib/import/companies";

describe("splitting developer and publisher lists", () => {
  it.each([
    ["Valve", ["Valve"]],
    ["Valve, Hidden Path Entertainment", ["Valve", "Hidden Path Entertainment"]],
    ["CAPCOM Co., Ltd.", ["CAPCOM Co., Ltd."]],
    ["CAPCOM Co., Ltd. ", ["CAPCOM Co., Ltd."]],
    ["Feral Interactive (Mac), Inc.", ["Feral Interactive (Mac), Inc."]],
    ["Monolith Productions, Inc., Timegate", ["Monolith Productions, Inc.", "Timegate"]],
    ["PopCap Games, Inc., Electronic Arts", ["PopCap Games, Inc.", "Electronic Arts"]],
    ["MicroProse Software, Inc", ["MicroProse Software, Inc"]],
    ["Standing Stone Games, LLC", ["Standing Stone Games, LLC"]],
    ["Eidos Interactive Corp., Feral Interactive (Mac)", ["Eidos Interactive Corp.", "Feral Interactive (Mac)"]],
    ["Acme, Corp., Beta", ["Acme, Corp.", "Beta"]],
    ["Paradox Interactive, GmbH", ["Paradox Interactive, GmbH"]],
    ["Focus Home, S.A.", ["Focus Home, S.A."]],
    ["Kalypso Media, GmbH & Co. KG", ["Kalypso Media, GmbH & Co. KG"]],
    ["Halfbrick Studios, Pty Ltd, Devolver Digital", ["Halfbrick Studios, Pty Ltd", "Devolver Digital"]],
    ["Team17 Digital, Limited", ["Team17 Digital, Limited"]],
    ["Starbreeze, AB", ["Starbreeze, AB"]],
    ["Tencent Co., Ltd., Level Infinite", ["Tencent Co., Ltd.", "Level Infinite"]],
    // A following part that only starts like a legal form is a company of its own.
    ["Tribute Games, Limited Run Games", ["Tribute Games", "Limited Run Games"]],
    ["Nordic Games, Co-op Studio", ["Nordic Games", "Co-op Studio"]],
    ["Konami, Incognito Inc.", ["Konami", "Incognito Inc."]],
    // ", " inside brackets is part of the name.
    ["Obsidian Entertainment, Aspyr (Mac, Linux, &amp; Windows Update)", ["Obsidian Entertainment", "Aspyr (Mac, Linux, & Windows Update)"]],
    ["CREATIVE ASSEMBLY, Feral Interactive (Mac), Feral Interactive (Linux)", ["CREATIVE ASSEMBLY", "Feral Interactive (Mac)", "Feral Interactive (Linux)"]],
    ["Relic Entertainment, Feral Interactive (Mac/Linux)", ["Relic Entertainment", "Feral Interactive (Mac/Linux)"]],
    // Trimmed, without empty parts or repeats; a comma without a space is not a separator.
    ["Ubisoft Entertainment\t\t\t\t", ["Ubisoft Entertainment"]],
    [" Valve ,  Valve, valve", ["Valve"]],
    ["A,B", ["A,B"]],
    ["Valve, , Gearbox", ["Valve", "Gearbox"]],
    // A list ending "…, and X" (as SteamSpy has it for Ubisoft's studios), and a stray comma at the end of a name.
    ["Ubisoft Montreal, Massive Entertainment, and Ubisoft Shanghai", ["Ubisoft Montreal", "Massive Entertainment", "Ubisoft Shanghai"]],
    ["Studio A, & Studio B", ["Studio A", "Studio B"]],
    ["WipleGames Inc.,", ["WipleGames Inc."]],
    ["And Yet It Moves Studio, Valve", ["And Yet It Moves Studio", "Valve"]],
    // A legal form with nothing before it stays on its own.
    ["Inc., Valve", ["Inc.", "Valve"]],
    ["", []],
    ["   ", []],
    [null, []],
  ])("%j → %j", (raw, expected) => {
    expect(splitCompanyList(raw)).toEqual(expected);
  });
});
