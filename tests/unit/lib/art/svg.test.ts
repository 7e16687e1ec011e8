import { drawCover, drawIcon, drawScreenshot, escapeXml } from "@/lib/art/svg";

describe("drawn artwork", () => {
  it("draws the same cover for the same game and a different one for another", () => {
    expect(drawCover({ key: 42, title: "Iron Lantern" })).toBe(drawCover({ key: 42, title: "Iron Lantern" }));
    expect(drawCover({ key: 42, title: "Iron Lantern" })).not.toBe(drawCover({ key: 43, title: "Iron Lantern" }));
  });

  it("escapes titles so a title cannot inject markup", () => {
    const svg = drawCover({ key: 1, title: `Tom & Jerry's <script>alert(1)</script>` });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("Tom &amp; Jerry&apos;s");
    expect(escapeXml(`"<>&'`)).toBe("&quot;&lt;&gt;&amp;&apos;");
  });

  it("shortens very long titles with ... instead of overflowing", () => {
    const svg = drawCover({ key: 7, title: "The Very Long Chronicles of the Forgotten Northern Kingdoms Beyond the Eternal Frozen Sea" });
    expect(svg.match(/<text x="24"/g)?.length).toBeLessThanOrEqual(4);
    expect(svg).toContain("...");
  });

  it("draws screenshots and icons as valid SVG documents", () => {
    for (const svg of [drawScreenshot({ key: "5-1", label: "Screenshot 1" }), drawIcon({ key: "ps5", label: "PS5" })]) {
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.trim().endsWith("</svg>")).toBe(true);
    }
    expect(drawIcon({ key: "ps5", label: "PS5" })).toContain(">PS5<");
  });
});
