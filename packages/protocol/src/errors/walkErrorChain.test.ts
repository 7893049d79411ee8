import { describe, expect, it } from "vitest";
import { ERROR_CHAIN_DEPTH, walkErrorChain } from "./walkErrorChain.js";

const chain = (...codes: number[]) =>
  codes.reduceRight<unknown>((cause, code) => ({ code, ...(cause ? { cause } : {}) }), undefined);
const hasCode = (code: number) => (link: unknown) => (link as { code?: unknown }).code === code;

describe("walkErrorChain", () => {
  it.each<[string, unknown, ((link: unknown) => boolean) | undefined, unknown]>([
    ["the error itself when it matches", chain(1, 2), hasCode(1), chain(1, 2)],
    ["a cause that matches, outermost first", chain(1, 2, 2), hasCode(2), chain(2, 2)],
    ["nothing when no link matches", chain(1, 2), hasCode(3), undefined],
    ["the innermost link without a match function", chain(1, 2, 3), undefined, { code: 3 }],
    ["a plain string, itself", "boom", undefined, "boom"],
    ["a string matched by the function", "boom", (link: unknown) => link === "boom", "boom"],
    ["undefined, itself", undefined, undefined, undefined],
  ])("%s", (_, error, match, expected) => {
    expect(walkErrorChain(error, match)).toEqual(expected);
  });

  it("stops on a cycle and after its depth", () => {
    const a: { code: number; cause?: unknown } = { code: 1 };
    const b = { code: 2, cause: a };
    a.cause = b;
    expect(walkErrorChain(a, hasCode(3))).toBeUndefined();
    expect(walkErrorChain(a)).toBe(b);
    const long = chain(...Array.from({ length: ERROR_CHAIN_DEPTH + 2 }, (_, i) => i));
    expect(walkErrorChain(long, hasCode(ERROR_CHAIN_DEPTH))).toBeUndefined();
    expect(walkErrorChain(long, hasCode(ERROR_CHAIN_DEPTH - 1))).toEqual(
      chain(ERROR_CHAIN_DEPTH - 1, ERROR_CHAIN_DEPTH, ERROR_CHAIN_DEPTH + 1),
    );
  });
});
