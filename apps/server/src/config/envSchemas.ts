import { isIP } from "node:net";
import { EVM_ADDRESS_PATTERN, isHttpUrl, urlOf } from "@foyer/protocol";
import * as v from "valibot";

/**
 * The schemas of single environment values, checked with valibot like every other input the
 * server reads. A value reaches its schema trimmed and non-empty (a blank variable counts as
 * unset); each message says what the value must be, and `readEnv` puts the variable's name in
 * front of it: `PORT` + `must be an integer between 0 and 65535 (got "x")`.
 */
export type EnvSchema<T> = v.GenericSchema<string, T>;

/** How a refused value is quoted: cut, so a pasted blob can't flood the terminal. */
export function quoted(value: unknown, length = 80): string {
  return `"${String(value).slice(0, length)}"`;
}

/** A whole number in [min, max]. */
export function integerBetween(min: number, max: number): EnvSchema<number> {
  const message = (issue: v.BaseIssue<unknown>) =>
    `must be an integer between ${min} and ${max} (got ${quoted(issue.input)})`;
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** A number ≥ 0, e.g. a price. */
export const nonNegativeNumber: EnvSchema<number> = v.pipe(
  v.string(),
  v.check(
    (value) => Number.isFinite(Number(value)) && Number(value) >= 0,
    (issue) => `must be a non-negative number (got ${quoted(issue.input)})`,
  ),
  v.transform(Number),
);

/** One of a few words, matched without regard to case; the message lists them. */
export function oneOf<const T extends string>(words: readonly T[], shownLength = 16): EnvSchema<T> {
  const list = words.length === 2 ? `${words[0]} or ${words[1]}` : `one of ${words.join(", ")}`;
  return v.pipe(
    v.string(),
    v.toLowerCase(),
    v.picklist(words, (issue) => `must be ${list} (got ${quoted(issue.input, shownLength)})`),
  );
}

/** `on` → true, `off` → false. */
export const onOff: EnvSchema<boolean> = v.pipe(
  oneOf(["on", "off"]),
  v.transform((value) => value === "on"),
);

/** An http(s) URL, normalised by the URL parser. */
export const httpUrl: EnvSchema<string> = v.pipe(
  v.string(),
  v.check(isHttpUrl, (issue) => `must be an http(s) URL (got ${quoted(issue.input)})`),
  v.transform((value) => new URL(value).toString()),
);

const withoutTrailingSlashes = (url: string) => url.replace(/\/+$/, "");

/** An http(s) URL that paths are appended to: normalised, its trailing slashes removed. */
export const httpBase: EnvSchema<string> = v.pipe(httpUrl, v.transform(withoutTrailingSlashes));

/**
 * A base URL other URLs are built on: http(s), no query, fragment or credentials, kept with
 * its path (a server behind a path prefix) but without the trailing slash.
 */
export function baseUrl(refusal: v.ErrorMessage<v.CheckIssue<string>>): EnvSchema<string> {
  return v.pipe(
    httpUrl,
    v.check((value) => {
      const url = new URL(value);
      return url.search === "" && url.hash === "" && url.username === "" && url.password === "";
    }, refusal),
    v.transform(withoutTrailingSlashes),
  );
}

/** A secret of at least `min` characters; the message never repeats the value. */
export function secretOf(min: number): EnvSchema<string> {
  return v.pipe(v.string(), v.minLength(min, `must be at least ${min} characters`));
}

/** An EVM private key; the message never repeats the value. */
export const privateKey: EnvSchema<`0x${string}`> = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{64}$/, "must be a private key: 0x and 64 hex digits"),
  v.transform((value) => value as `0x${string}`),
);

/** An EVM address, lowercased. */
export const evmAddress: EnvSchema<string> = v.pipe(
  v.string(),
  v.regex(
    EVM_ADDRESS_PATTERN,
    (issue) => `entry ${quoted(issue.input, 64)} is not an EVM address (0x and 40 hex digits)`,
  ),
  v.toLowerCase(),
);

/** A browser origin, scheme://host[:port] exactly: anything else could never match one. */
export const origin: EnvSchema<string> = v.pipe(
  v.string(),
  v.check(
    (value) => urlOf(value)?.origin === value,
    (issue) => `entry ${quoted(issue.input)} is not an origin like http://localhost:5173`,
  ),
);

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An IP address or CIDR range: `10.0.0.1`, `10.0.0.0/8`, `::1/128`. */
export const addressOrRange: EnvSchema<string> = v.pipe(
  v.string(),
  v.check(
    isAddressOrRange,
    (issue) =>
      `entry ${quoted(issue.input, 64)} is not an IP address or CIDR range like 10.0.0.0/8`,
  ),
);

/** A `postgres://` (or `postgresql://`) URL, kept as written. */
export const postgresUrl: EnvSchema<string> = v.pipe(
  v.string(),
  v.check((value) => urlOf(value) !== undefined, "must be a postgres:// URL"),
  v.check(
    (value) => ["postgres:", "postgresql:"].includes(urlOf(value)?.protocol ?? ""),
    (issue) => `must use postgres:// (got "${urlOf(issue.input)?.protocol}//")`,
  ),
);

/** An `smtp://` or `smtps://` URL, kept as written. */
export const smtpUrl: EnvSchema<string> = v.pipe(
  v.string(),
  v.check(
    (value) => ["smtp:", "smtps:"].includes(urlOf(value)?.protocol ?? ""),
    "must be an smtp:// or smtps:// URL",
  ),
);

/**
 * A comma-separated list, each entry trimmed and checked by `item`, blanks skipped and
 * repeats dropped (one value listed twice is still one).
 */
export function listOf(item: EnvSchema<string>, atLeastOne?: string): EnvSchema<string[]> {
  return v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ""),
    ),
    v.check((entries) => atLeastOne === undefined || entries.length > 0, atLeastOne ?? ""),
    v.array(item),
    v.transform((values) => [...new Set(values)]),
  );
}

/**
 * Reads environment values, collecting every refusal, so an operator fixes all of them in one
 * round: `read` answers the fallback for a refused value, and `finish` throws them together.
 */
export interface EnvReader {
  /** The variable's value: trimmed, checked by `schema`; `fallback` when unset or refused. */
  read<T>(name: string, schema: EnvSchema<T>): T | undefined;
  read<T>(name: string, schema: EnvSchema<T>, fallback: T): T;
  /** Records a refusal that is not about one value (e.g. two variables that exclude each other). */
  refuse(problem: string): void;
  /** The refusals so far, in the order they were met. */
  readonly problems: readonly string[];
}

export function createEnvReader(env: NodeJS.ProcessEnv): EnvReader {
  const problems: string[] = [];
  function read<T>(name: string, schema: EnvSchema<T>, fallback?: T): T | undefined {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === "") return fallback;
    const result = v.safeParse(schema, raw, { abortPipeEarly: true });
    if (result.success) return result.output;
    problems.push(`${name} ${result.issues[0].message}`);
    return fallback;
  }
  return {
    read,
    refuse: (problem) => {
      problems.push(problem);
    },
    problems,
  };
}
