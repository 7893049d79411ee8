import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The files a built page loads first, from Vite's manifest: the entries, the
 * scripts the page's own HTML names, and everything they import statically.
 * The HTML matters because a manual chunk group can take over the HTML entry
 * (the demo puts every first-load module in one chunk), and then the manifest
 * flags no entry at all.
 */
export function initialChunkFiles(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
  const initial = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)) {
    if (keyOfFile.has(src)) visit(keyOfFile.get(src));
    else initial.add(src);
  }
  return initial;
}
