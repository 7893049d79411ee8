/**
 * Where two message catalogues differ, for each UI's locale tests: the keys (dotted for
 * nested ones, `wallet.send`) that `english` has and `translation` lacks, and
 * the message functions whose output keeps a different set of placeholders (a text that is
 * a function on one side and plain on the other among them: a translation that lost every
 * placeholder would be called and throw).
 */
const SENTINEL = (index: number) => `⟦${index}⟧`;

/**
 * Which of `arity` arguments a message function writes into its text ("throws" for a
 * formatter that needs a real value). The arity is English's: a translation compiled from
 * JSON takes its arguments as a rest parameter, so its own `length` says nothing.
 */
function placeholdersOf(message: (...args: string[]) => string, arity: number): string[] {
  const args = Array.from({ length: arity }, (_, i) => SENTINEL(i));
  try {
    const text = message(...args);
    return args.filter((arg) => text.includes(arg));
  } catch {
    return ["throws"];
  }
}

export function missingKeys(english: object, translation: object, prefix = ""): string[] {
  const missing: string[] = [];
  const theirs = translation as Record<string, unknown>;
  for (const [key, value] of Object.entries(english)) {
    const path = `${prefix}${key}`;
    const other = theirs[key];
    if (other === undefined || other === "") missing.push(path);
    else if (value !== null && typeof value === "object" && typeof other === "object") {
      missing.push(...missingKeys(value, other as object, `${path}.`));
    }
  }
  return missing;
}

export function placeholderMismatches(english: object, translation: object, prefix = ""): string[] {
  const mismatches: string[] = [];
  const theirs = translation as Record<string, unknown>;
  for (const [key, value] of Object.entries(english)) {
    const other = theirs[key];
    const path = `${prefix}${key}`;
    if (other !== undefined && (typeof value === "function") !== (typeof other === "function")) {
      mismatches.push(path);
    } else if (typeof value === "function" && typeof other === "function") {
      const english = value as (...args: string[]) => string;
      const expected = placeholdersOf(english, english.length);
      const got = placeholdersOf(other as (...args: string[]) => string, english.length);
      if (expected.join() !== got.join()) mismatches.push(path);
    } else if (typeof value === "string" && typeof other === "string") {
      // Spelled placeholders ("{count}") in plain strings stay as English has them.
      const braces = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();
      if (braces(value) !== braces(other)) mismatches.push(path);
    } else if (value !== null && typeof value === "object" && typeof other === "object") {
      mismatches.push(...placeholderMismatches(value, other as object, `${path}.`));
    }
  }
  return mismatches;
}
