import { questionWith } from "@/lib/chat/criteria";
import type { CriterionView } from "@/lib/lumos/events";

const question = "Halvorsen games on PS5 with over 10k peak players and ARPU above $2";
const at = (text: string): CriterionView => ({ label: text, spans: [{ start: question.indexOf(text), end: question.indexOf(text) + text.length }] });
const criteria = [at("Halvorsen"), at("PS5"), at("over 10k"), at("above $2")];

describe("questionWith", () => {
  it("asks the same question when nothing changes", () => {
    expect(questionWith(question, criteria, new Map())).toBe(question);
  });

  it("drops a switched-off filter with the word that joined it", () => {
    expect(questionWith(question, criteria, new Map([[1, null]]))).toBe("Halvorsen games with over 10k peak players and ARPU above $2");
    expect(
      questionWith(
        question,
        criteria,
        new Map([
          [0, null],
          [3, ""],
        ]),
      ),
    ).toBe("games on PS5 with over 10k peak players and ARPU");
  });

  it("puts an edited filter in place of what was asked", () => {
    expect(
      questionWith(
        question,
        criteria,
        new Map([
          [1, "Switch"],
          [2, "at least 50k"],
        ]),
      ),
    ).toBe("Halvorsen games on Switch with at least 50k peak players and ARPU above $2");
  });

  it("ignores criteria and spans that are not in the question", () => {
    expect(questionWith(question, criteria, new Map([[9, null]]))).toBe(question);
    expect(questionWith("short", [{ label: "x", spans: [{ start: 40, end: 44 }] }], new Map([[0, null]]))).toBe("short");
  });
});
