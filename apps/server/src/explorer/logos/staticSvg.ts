/**
 * Whether an SVG is plain static artwork: shapes, paths, gradients, clip
 * paths and masks only. SVG is a document format that can run script, load
 * other resources or pull in an entity, and these images are served from our
 * own origin; anything beyond static artwork is refused (the route falls back
 * to the monogram), on top of the CSP the route sends.
 */
export function isStaticSvg(svg: string): boolean {
  const text = svg.trim();
  if (!/^<svg[\s>]/.test(text) || !text.endsWith("</svg>")) return false;
  if (FORBIDDEN.some((pattern) => pattern.test(text))) return false;
  // Every reference stays inside the image: href="#id", url(#id).
  const hrefs = [...text.matchAll(/\bhref\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1] ?? "");
  const urls = [...text.matchAll(/url\(\s*["']?([^)"']*)/gi)].map((m) => m[1] ?? "");
  return [...hrefs, ...urls].every((target) => /^#[\w.-]+$/.test(target.trim()));
}

const FORBIDDEN: readonly RegExp[] = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(iframe|embed|object|image|use|a|animate\w*|set|handler|listener)[\s/>]/i,
  /<!(DOCTYPE|ENTITY)/i,
  /<\?xml-stylesheet/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /@import/i,
];
