/**
 * JSON text with u64 values written exactly. Solana's RPC answers lamports, rent epochs and
 * token amounts as JSON integers up to 2^64-1 (clients such as @solana/kit read them as
 * bigints); `JSON.stringify` cannot write a bigint, and a number above 2^53 would be rounded.
 */
export function stringifyWithBigInts(value: unknown): string {
  const marked = JSON.stringify(value, (_key, entry: unknown) =>
    typeof entry === "bigint" ? `__u64__${entry.toString()}` : entry,
  );
  return marked.replace(/"__u64__(-?\d+)"/g, "$1");
}
