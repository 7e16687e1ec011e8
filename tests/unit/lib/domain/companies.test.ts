import { developerCompanies, type CompanyRoleRow } from "@/lib/domain/companies";

const row = (companyId: number, name: string, role: string): CompanyRoleRow => ({ companyId, name, role });

describe("developerCompanies", () => {
  it.each<[string, CompanyRoleRow[], Array<[number, string]>]>([
    ["no roles", [], []],
    ["only publishers and porters", [row(1, "Pub", "Publisher"), row(2, "Port", "Porting")], []],
    [
      "only Developer rows, any case, each company once",
      [
        row(1, "Alder Forge", "Developer"),
        row(2, "Big Pub", "Publisher"),
        row(3, "Cinder", "developer"),
        row(1, "Alder Forge", "Developer"),
        row(4, "Drift", "Co-Developer"),
        row(5, "Ember", "DEVELOPER"),
        row(6, "Flint", "Porting"),
      ],
      [
        [1, "Alder Forge"],
        [3, "Cinder"],
        [5, "Ember"],
      ],
    ],
    [
      "in order of first appearance",
      [row(3, "Cinder", "Developer"), row(1, "Alder Forge", "Developer"), row(3, "Cinder", "Developer")],
      [
        [3, "Cinder"],
        [1, "Alder Forge"],
      ],
    ],
    [
      "a company counted where it first appears as a developer, not as a publisher",
      [row(2, "Both", "Publisher"), row(1, "Alder Forge", "Developer"), row(2, "Both", "Developer")],
      [
        [1, "Alder Forge"],
        [2, "Both"],
      ],
    ],
    ["no near-miss roles", [row(7, "Gale", "Developers"), row(8, "Haze", " Developer"), row(9, "Iris", "Lead Developer")], []],
  ])("keeps %s", (_case, roles, expected) => {
    expect(developerCompanies(roles)).toEqual(expected.map(([id, name]) => ({ id, name })));
  });
});
