import { describe, expect, it } from "vitest";
import {
  addressOrRange,
  baseUrl,
  createEnvReader,
  type EnvSchema,
  evmAddress,
  httpUrl,
  integerBetween,
  listOf,
  nonNegativeNumber,
  oneOf,
  onOff,
  origin,
  postgresUrl,
  privateKey,
  secretOf,
  smtpUrl,
} from "./envSchemas.js";

const KEY = `0x${"ab".repeat(32)}`;

/** What `read` answers for one value, or the line it refuses it with. */
function readOne<T>(schema: EnvSchema<T>, value: string): T | string {
  const reader = createEnvReader({ X: value });
  const read = reader.read("X", schema);
  return reader.problems[0] ?? (read as T);
}

describe("environment value schemas", () => {
  it.each<[string, EnvSchema<unknown>, string, unknown]>([
    ["integer", integerBetween(0, 10), "7", 7],
    [
      "integer: not digits",
      integerBetween(0, 10),
      "7.5",
      'X must be an integer between 0 and 10 (got "7.5")',
    ],
    [
      "integer: above",
      integerBetween(0, 10),
      "11",
      'X must be an integer between 0 and 10 (got "11")',
    ],
    [
      "integer: below",
      integerBetween(5, 10),
      "4",
      'X must be an integer between 5 and 10 (got "4")',
    ],
    ["number", nonNegativeNumber, "90000.5", 90_000.5],
    ["number: negative", nonNegativeNumber, "-1", 'X must be a non-negative number (got "-1")'],
    ["number: text", nonNegativeNumber, "lots", 'X must be a non-negative number (got "lots")'],
    ["word, any case", oneOf(["devnet", "coingecko"]), "CoinGecko", "coingecko"],
    ["word: other", oneOf(["a", "b", "c"]), "d", 'X must be one of a, b, c (got "d")'],
    ["on", onOff, "ON", true],
    ["off", onOff, "off", false],
    ["on/off: other", onOff, "yes", 'X must be on or off (got "yes")'],
    ["http URL", httpUrl, "https://a.example", "https://a.example/"],
    ["http URL: ftp", httpUrl, "ftp://a", 'X must be an http(s) URL (got "ftp://a")'],
    ["http URL: not one", httpUrl, "a.example", 'X must be an http(s) URL (got "a.example")'],
    ["base URL", baseUrl("no query"), "https://a.example/api/v3/", "https://a.example/api/v3"],
    ["base URL: query", baseUrl("no query"), "https://a.example/?x=1", "X no query"],
    ["secret", secretOf(4), "abcd", "abcd"],
    ["secret: short, not repeated", secretOf(4), "abc", "X must be at least 4 characters"],
    ["private key", privateKey, KEY, KEY],
    [
      "private key: short, not repeated",
      privateKey,
      "0x12",
      "X must be a private key: 0x and 64 hex digits",
    ],
    ["EVM address, lowercased", evmAddress, `0x${"AB".repeat(20)}`, `0x${"ab".repeat(20)}`],
    [
      "EVM address: a name",
      evmAddress,
      "alice.eth",
      'X entry "alice.eth" is not an EVM address (0x and 40 hex digits)',
    ],
    ["origin", origin, "http://localhost:5173", "http://localhost:5173"],
    [
      "origin: a path",
      origin,
      "http://a.example/x",
      'X entry "http://a.example/x" is not an origin like http://localhost:5173',
    ],
    ["IPv4 range", addressOrRange, "10.0.0.0/8", "10.0.0.0/8"],
    ["IPv6 address", addressOrRange, "::1", "::1"],
    [
      "range: prefix too long",
      addressOrRange,
      "10.0.0.0/33",
      'X entry "10.0.0.0/33" is not an IP address or CIDR range like 10.0.0.0/8',
    ],
    ["postgres URL", postgresUrl, "postgresql://u@h/db", "postgresql://u@h/db"],
    ["postgres URL: mysql", postgresUrl, "mysql://h", 'X must use postgres:// (got "mysql://")'],
    ["postgres URL: not one", postgresUrl, "h/db", "X must be a postgres:// URL"],
    ["smtp URL", smtpUrl, "smtps://m.example", "smtps://m.example"],
    ["smtp URL: http", smtpUrl, "http://m.example", "X must be an smtp:// or smtps:// URL"],
    [
      "list: trimmed, blanks and repeats dropped",
      listOf(origin),
      " http://a.example, ,http://a.example",
      ["http://a.example"],
    ],
    [
      "list: the first bad entry",
      listOf(origin),
      "http://a.example,b",
      'X entry "b" is not an origin like http://localhost:5173',
    ],
    ["list: none where one is needed", listOf(httpUrl, "needs one"), " , ", "X needs one"],
  ])("%s", (_, schema, value, expected) => {
    expect(readOne(schema, value)).toEqual(expected);
  });

  it("answers the fallback for a blank or unset value, and for a refused one", () => {
    const reader = createEnvReader({ BLANK: "  ", BAD: "x" });
    expect(reader.read("UNSET", integerBetween(0, 9), 3)).toBe(3);
    expect(reader.read("BLANK", integerBetween(0, 9), 3)).toBe(3);
    expect(reader.read("BAD", integerBetween(0, 9), 3)).toBe(3);
    expect(reader.read("UNSET", integerBetween(0, 9))).toBeUndefined();
    expect(reader.problems).toEqual(['BAD must be an integer between 0 and 9 (got "x")']);
  });

  it("quotes at most 80 characters of a refused value", () => {
    expect(readOne(httpUrl, "x".repeat(500))).toBe(
      `X must be an http(s) URL (got "${"x".repeat(80)}")`,
    );
  });
});
