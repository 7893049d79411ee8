import { describe, expect, it } from "vitest";
import { loadTranslation } from "./loadLocaleMessages.js";

/** Every text a catalogue holds: its strings, and what its functions say for sample values. */
function texts(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (typeof value === "function") {
    try {
      const said: unknown = value("X", "Y", "Z");
      if (typeof said === "string") out.push([path, said]);
    } catch {
      // A function that needs real arguments (a count, a date) is checked by its own tests.
    }
  } else if (value && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) texts(entry, `${path}.${key}`, out);
  }
  return out;
}

describe("French typography", () => {
  it("puts a narrow no-break space, never a breaking one, before : ; ? and !", async () => {
    const all = texts(await loadTranslation("fr"), "fr", []);
    expect(all.length).toBeGreaterThan(100);
    const breaking = all.filter(([, text]) => / [:;?!]/.test(text)).map(([path]) => path);
    expect(breaking).toEqual([]);
    expect(all.some(([, text]) => /\u202f:/.test(text))).toBe(true);
  });
});
