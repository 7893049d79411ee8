/** How many links of a `cause` chain are followed; the bound also stops cyclic chains. */
export const ERROR_CHAIN_DEPTH = 8;

/**
 * Walks an error and its `cause`s, outermost first (as viem's `BaseError.walk` does, for any
 * thrown value): with `match`, the first link it accepts, else `undefined`; without, the
 * innermost link. Anything can be in the chain (libraries throw plain objects); a chain
 * longer than {@link ERROR_CHAIN_DEPTH} or one that loops stops there.
 */
export function walkErrorChain(error: unknown, match?: (link: unknown) => boolean): unknown {
  const seen = new Set<unknown>();
  let current = error;
  for (let depth = 0; depth < ERROR_CHAIN_DEPTH; depth++) {
    if (match?.(current)) return current;
    const next =
      typeof current === "object" && current !== null
        ? (current as { cause?: unknown }).cause
        : undefined;
    seen.add(current);
    if (next === undefined || next === null || seen.has(next)) break;
    current = next;
  }
  return match ? undefined : current;
}
