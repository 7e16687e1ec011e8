import { MAX_EMAIL_LENGTH, normalizeEmail, parseEmailList, type EmailListEntry } from "@/lib/accounts/email-list";

const summary = (entries: EmailListEntry[]) => entries.map((entry) => [entry.line, entry.status, entry.email ?? entry.input]);

describe("normalizeEmail", () => {
  it.each([
    ["Jane.Doe@Example.COM", "jane.doe@example.com"],
    ["  bob@example.org  ", "bob@example.org"],
    ["a+tag@sub.example.co.uk", "a+tag@sub.example.co.uk"],
    ["", null],
    ["jane", null],
    ["jane@", null],
    ["@example.com", null],
    ["jane@@example.com", null],
    ["jane@example", null],
    ["jane doe@example.com", null],
    ["jane@exa mple.com", null],
    [`${"a".repeat(65)}@example.com`, null],
    [`${"a".repeat(64)}@example.com`, `${"a".repeat(64)}@example.com`],
    [`a@${"b".repeat(MAX_EMAIL_LENGTH)}.com`, null],
  ])("%j → %j", (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});

describe("parseEmailList", () => {
  it("reads pasted lines: one address a line, several on a line, display names, blank lines and case", () => {
    const text = [
      "ann@example.com",
      "",
      "Bob@Example.com, cid@example.com; dee@example.com\teve@example.com",
      "Fay Smith <fay@example.com>",
      "  gus@example.com  ",
    ].join("\n");
    expect(summary(parseEmailList({ csv: text }))).toEqual([
      [1, "valid", "ann@example.com"],
      [3, "valid", "bob@example.com"],
      [3, "valid", "cid@example.com"],
      [3, "valid", "dee@example.com"],
      [3, "valid", "eve@example.com"],
      [4, "valid", "fay@example.com"],
      [5, "valid", "gus@example.com"],
    ]);
  });

  it("reports the second mention of an address (any case) as a duplicate and keeps the first", () => {
    const entries = parseEmailList({ csv: "ann@example.com\nANN@example.com\nbob@example.com\nann@EXAMPLE.com" });
    expect(summary(entries)).toEqual([
      [1, "valid", "ann@example.com"],
      [2, "duplicate", "ann@example.com"],
      [3, "valid", "bob@example.com"],
      [4, "duplicate", "ann@example.com"],
    ]);
    expect(entries[1].input).toBe("ANN@example.com");
  });

  it("reports malformed addresses and lines without any address, and still reads the rest", () => {
    const entries = parseEmailList({ csv: "ann@example.com\njane at example dot com\nbob@@example.com\ncid@example\ndee@example.com" });
    expect(summary(entries)).toEqual([
      [1, "valid", "ann@example.com"],
      [2, "malformed", "jane at example dot com"],
      [3, "malformed", "bob@@example.com"],
      [4, "malformed", "cid@example"],
      [5, "valid", "dee@example.com"],
    ]);
  });

  it("reads only the email column of a CSV file with a header, quoted commas included", () => {
    const csv = ["name,Email,team", '"Doe, Jane",jane@example.com,red', "Bob,BOB@example.com,blue", "No Mail,,green", "Cid,not-an-address,red"].join("\r\n");
    expect(summary(parseEmailList({ csv }))).toEqual([
      [2, "valid", "jane@example.com"],
      [3, "valid", "bob@example.com"],
      [4, "malformed", "No Mail, , green"],
      [5, "malformed", "not-an-address"],
    ]);
  });

  it("without a header, takes every cell holding an address and ignores the others", () => {
    expect(summary(parseEmailList({ csv: "Jane Doe,jane@example.com\nBob;bob@example.com;Team B" }))).toEqual([
      [1, "valid", "jane@example.com"],
      [2, "valid", "bob@example.com"],
    ]);
  });

  it("a first row with an address in it is data, not a header", () => {
    expect(summary(parseEmailList({ csv: "email,ann@example.com\nbob@example.com" }))).toEqual([
      [1, "valid", "ann@example.com"],
      [2, "valid", "bob@example.com"],
    ]);
  });

  it("strips mailto:, quotes, brackets and trailing punctuation around an address", () => {
    expect(summary(parseEmailList({ csv: 'mailto:ann@example.com\n"bob@example.com".\n(cid@example.com)' }))).toEqual([
      [1, "valid", "ann@example.com"],
      [2, "valid", "bob@example.com"],
      [3, "valid", "cid@example.com"],
    ]);
  });

  it("does not give up on text with an unclosed quote", () => {
    expect(summary(parseEmailList({ csv: 'ann@example.com\n"bob@example.com\ncid@example.com' }))).toEqual([
      [1, "valid", "ann@example.com"],
      [2, "valid", "bob@example.com"],
      [3, "valid", "cid@example.com"],
    ]);
  });

  it("reads a list item by item, item n being line n, with the same rules", () => {
    const entries = parseEmailList({
      emails: ["ann@example.com", "", "Bob <BOB@example.com>", "nonsense", "ann@example.com", "cid@example.com, dee@example.com"],
    });
    expect(summary(entries)).toEqual([
      [1, "valid", "ann@example.com"],
      [3, "valid", "bob@example.com"],
      [4, "malformed", "nonsense"],
      [5, "duplicate", "ann@example.com"],
      [6, "valid", "cid@example.com"],
      [6, "valid", "dee@example.com"],
    ]);
  });

  it("gives nothing for empty input", () => {
    expect(parseEmailList({ csv: "" })).toEqual([]);
    expect(parseEmailList({ csv: "\n\n  \n" })).toEqual([]);
    expect(parseEmailList({ emails: [] })).toEqual([]);
  });

  it("a header alone gives nothing", () => {
    expect(parseEmailList({ csv: "email\n" })).toEqual([]);
  });
});
