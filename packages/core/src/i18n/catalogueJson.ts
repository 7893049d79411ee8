import { type PluralForms, plural } from "@foyer/protocol";

/**
 * A catalogue as its translation's JSON file holds it: every text a string, and a text
 * English writes as a function (it has placeholders) a template whose `{0}`, `{1}`…
 * stand for the function's arguments in order — or, for a function of a count, the
 * count's plural forms (`{ "one": …, "other": … }`, `{count}` in each, see `plural`).
 */
export type JsonOf<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? A extends readonly [number] | readonly [number, ...unknown[]]
      ? string | PluralForms
      : string
    : { readonly [K in keyof T]: JsonOf<T[K]> };

const ARGUMENT = /\{(\d+)\}/g;
const HAS_ARGUMENT = /\{\d+\}/;
const PLURAL_CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

/** `template` with each `{n}` replaced by the n-th of `args`; a `{n}` past the last argument stays as written. */
export function fillTemplate(template: string, args: readonly unknown[]): string {
  return template.replace(ARGUMENT, (whole, index: string) => {
    const at = Number(index);
    return at < args.length ? String(args[at]) : whole;
  });
}

/** Whether `value` is a count's plural forms rather than a nested table of texts. */
function isPluralForms(value: object): value is PluralForms {
  const entries = Object.entries(value);
  return (
    "other" in value &&
    entries.every(([key, form]) => PLURAL_CATEGORIES.has(key) && typeof form === "string")
  );
}

/**
 * A JSON catalogue in the shape its English source has: a string with `{n}` becomes a
 * function of its arguments, plural forms a function of the count (by `locale`'s plural
 * rules), a nested table the same again; any other string stays as written (a `{terms}`
 * a view fills in itself included).
 */
export function compileCatalogue<T>(locale: string, json: JsonOf<T>): T {
  return compileValue(locale, json) as T;
}

function compileValue(locale: string, value: unknown): unknown {
  if (typeof value === "string") {
    if (!HAS_ARGUMENT.test(value)) return value;
    return (...args: unknown[]) => fillTemplate(value, args);
  }
  if (value === null || typeof value !== "object") return value;
  if (isPluralForms(value)) {
    const forms = value;
    return (count: number) => plural(locale, count, forms);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, compileValue(locale, entry)]),
  );
}
