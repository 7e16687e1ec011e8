/** A company-role row as the company-role query returns it, joined with the company's name. */
export interface CompanyRoleRow {
  companyId: number;
  name: string;
  role: string;
}

/** A developer company of a game. */
export interface DeveloperCompany {
  id: number;
  name: string;
}

/**
 * The developer companies among company-role rows (section 5): only the role "Developer" (whole word, any
 * case; "Co-Developer" or "Publisher" do not count), one entry per company id, in order of first appearance.
 */
export function developerCompanies(roles: ReadonlyArray<CompanyRoleRow>): DeveloperCompany[] {
  const seen = new Set<number>();
  const developers: DeveloperCompany[] = [];
  for (const { companyId, name, role } of roles) {
    if (role.toLowerCase() !== "developer" || seen.has(companyId)) continue;
    seen.add(companyId);
    developers.push({ id: companyId, name });
  }
  return developers;
}
