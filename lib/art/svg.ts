// Offline artwork: every game gets a deterministic cover, every release its screenshots, every platform an icon,
// drawn as SVG from a hash of its key so pages have images without the internet.
import { hashSeed } from "@/lib/domain/hash";

const PALETTES = [
  ["#1b1f3b", "#53354a", "#ff7844"],
  ["#0b3d2e", "#1f6f50", "#c6f68d"],
  ["#2a1a5e", "#7c5cff", "#f3c4fb"],
  ["#3b0d11", "#a4161a", "#ffba08"],
  ["#03256c", "#2541b2", "#06bee1"],
  ["#2d1e2f", "#6b2d5c", "#f0a6ca"],
  ["#10221b", "#3d5a40", "#e9c46a"],
  ["#1d3557", "#457b9d", "#f1faee"],
  ["#240046", "#5a189a", "#ff9e00"],
  ["#0f0e0e", "#393e46", "#00adb5"],
] as const;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

function unsigned(key: string | number, salt: string): number {
  return hashSeed(key, salt) >>> 0;
}

/** Breaks a title into at most four lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > 4) return [...lines.slice(0, 3), `${lines[3].slice(0, width - 3)}...`];
  return lines;
}

function shapes(key: string | number, width: number, height: number, accent: string, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = unsigned(key, `x${i}`) % width;
    const y = unsigned(key, `y${i}`) % height;
    const r = 12 + (unsigned(key, `r${i}`) % Math.round(width / 4));
    const opacity = (0.08 + (unsigned(key, `o${i}`) % 20) / 100).toFixed(2);
    out +=
      unsigned(key, `k${i}`) % 3 === 0
        ? `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" transform="rotate(${unsigned(key, `a${i}`) % 90} ${x} ${y})" fill="${accent}" opacity="${opacity}"/>`
        : `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity="${opacity}"/>`;
  }
  return out;
}

/** A 3:4 box-art cover with the title set in the lower third. */
export function drawCover({ key, title, caption }: { key: string | number; title: string; caption?: string }): string {
  const [dark, mid, accent] = PALETTES[unsigned(key, "palette") % PALETTES.length];
  const lines = wrap(title, 14);
  const text = lines.map((line, i) => `<text x="24" y="${300 + (i - lines.length) * 34}" font-size="28" font-weight="700">${escapeXml(line)}</text>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="264" height="352" viewBox="0 0 264 352" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="264" height="352" fill="url(#g)"/>${shapes(key, 264, 240, accent, 9)}
<g fill="#ffffff" font-family="ui-sans-serif, system-ui, sans-serif">${text}
${caption ? `<text x="24" y="330" font-size="13" fill="${accent}" letter-spacing="1">${escapeXml(caption.toUpperCase())}</text>` : ""}</g>
</svg>`;
}

/** A 16:9 screenshot-like scene: horizon, landmarks and a HUD bar. */
export function drawScreenshot({ key, label }: { key: string | number; label: string }): string {
  const [dark, mid, accent] = PALETTES[unsigned(key, "palette") % PALETTES.length];
  const horizon = 180 + (unsigned(key, "horizon") % 120);
  let ridge = `M0 ${horizon}`;
  for (let x = 0; x <= 640; x += 40) ridge += ` L${x} ${horizon - (unsigned(key, `h${x}`) % 90)}`;
  ridge += " L640 360 L0 360 Z";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(label)}">
<rect width="640" height="360" fill="${mid}"/>${shapes(key, 640, horizon, accent, 6)}
<path d="${ridge}" fill="${dark}"/>
<rect x="16" y="320" width="180" height="12" rx="6" fill="#000" opacity="0.4"/><rect x="16" y="320" width="${40 + (unsigned(key, "hp") % 140)}" height="12" rx="6" fill="${accent}"/>
</svg>`;
}

/** A square icon with up to four letters (platform abbreviations, store names). */
export function drawIcon({ key, label }: { key: string; label: string }): string {
  const [dark, , accent] = PALETTES[unsigned(key, "palette") % PALETTES.length];
  const letters = escapeXml(label.slice(0, 4).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(label)}">
<rect width="64" height="64" rx="14" fill="${dark}"/><text x="32" y="39" text-anchor="middle" font-family="ui-sans-serif, system-ui, sans-serif" font-size="${letters.length > 3 ? 15 : 20}" font-weight="700" fill="${accent}">${letters}</text>
</svg>`;
}
