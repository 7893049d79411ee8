interface Level {
  object: boolean;
  /** Member names seen so far, kept for request objects only. */
  keys: Set<string> | undefined;
  expectKey: boolean;
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;
const COLON = 58;

/**
 * The first member name that a JSON-RPC request object in `text` repeats —
 * the request itself, or each item of a batch — or undefined. `JSON.parse`
 * keeps the last of two `method`s, some node software the first: forwarded
 * as is, `{"method":"eth_chainId","method":"anvil_setBalance"}` would pass
 * the allow-list here and run the other method upstream. Names are compared
 * unescaped (`"m\u0065thod"` is `method`). Only call on text that parsed.
 */
export function duplicateRequestKey(text: string): string | undefined {
  const stack: Level[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (char === QUOTE) {
      const end = stringEnd(text, i);
      if (top?.object && top.expectKey) {
        top.expectKey = false;
        if (top.keys !== undefined) {
          const raw = text.slice(i + 1, end);
          const key = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
          if (top.keys.has(key)) return key;
          top.keys.add(key);
        }
      }
      i = end;
    } else if (char === OPEN_OBJECT) {
      // A request object: the root, or an item of a root batch.
      const request = stack.length === 0 || (stack.length === 1 && stack[0]?.object === false);
      stack.push({ object: true, keys: request ? new Set() : undefined, expectKey: true });
    } else if (char === OPEN_ARRAY) {
      stack.push({ object: false, keys: undefined, expectKey: false });
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      stack.pop();
    } else if (char === COMMA) {
      if (top?.object) top.expectKey = true;
    } else if (char === COLON) {
      if (top !== undefined) top.expectKey = false;
    }
  }
  return undefined;
}

/** Index of the quote closing the string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const char = text.charCodeAt(i);
    if (char === BACKSLASH) i += 2;
    else if (char === QUOTE) return i;
    else i++;
  }
  return i;
}
