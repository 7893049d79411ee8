/** Background for ids we know nothing about: a mid slate, not a brand. */
export const NEUTRAL_COLOR = "#64748B";

export interface Monogram {
  /** Up to six characters drawn in the middle (a longer one ends in "…"). */
  label: string;
  /** Background `#rrggbb`; anything else falls back to NEUTRAL_COLOR. */
  color: string;
  /** Accessible name, rendered as the SVG `<title>`. */
  title: string;
}

const SIZE = 100;
const MAX_LABEL = 6;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * A deterministic SVG: rounded square in `color`, `label` centred on it.
 * Same input, same bytes — the routes derive their ETag from the output.
 */
export function monogramSvg(input: Monogram): string {
  const color = HEX_COLOR.test(input.color) ? input.color.toUpperCase() : NEUTRAL_COLOR;
  const chars = [...input.label.trim()];
  // A label never loses characters silently (a local chain id "31338" shown as "3133" reads as
  // another chain): six fit, a longer one shows it was shortened.
  const label =
    (chars.length > MAX_LABEL ? `${chars.slice(0, MAX_LABEL - 1).join("")}…` : chars.join("")) ||
    "?";
  const fontSize = FONT_SIZES[[...label].length] ?? 18;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" ` +
    `viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(input.title)}</title>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="24" fill="${color}"/>` +
    // dy instead of dominant-baseline: the latter is ignored by some renderers.
    `<text x="50" y="50" dy=".35em" text-anchor="middle" ` +
    `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" ` +
    `font-size="${fontSize}" font-weight="600" fill="${textColorOn(color)}">` +
    `${escapeXml(label)}</text></svg>`
  );
}

/** Longer labels get smaller so six characters still fit the square. */
const FONT_SIZES: Record<number, number> = { 1: 44, 2: 40, 3: 32, 4: 26, 5: 21, 6: 18 };

/**
 * "MetaMask" → "MM", "Trust Wallet" → "TW", "imToken" → "IT", "Phantom" → "P":
 * the first letter of the first two words, camelCase humps counting as words.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((word) => word.split(/(?<=\p{Ll})(?=\p{Lu})/u))
    .filter((word) => word.length > 0);
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0] ?? "")
    .join("");
  return initials.toUpperCase() || "?";
}

/**
 * White, as the design asks. Monograms are logo-like (the `<title>` carries
 * the name), so brand colours like MetaMask's orange keep white text; only
 * where white would all but vanish (under 2:1 — Safe's green, Binance's
 * yellow) do we switch to near-black.
 */
function textColorOn(hex: string): string {
  const whiteContrast = 1.05 / (relativeLuminance(hex) + 0.05);
  return whiteContrast >= MIN_WHITE_CONTRAST ? "#FFFFFF" : "#111111";
}

const MIN_WHITE_CONTRAST = 2;

function relativeLuminance(hex: string): number {
  const channel = (offset: number): number => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_ENTITIES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  '"': "&quot;",
  "'": "&apos;",
};
