/**
 * What the server counts per project for the admin API's usage report, in buckets:
 * - `rpc`: RPC proxy calls, key `<chainId> <method>` (a batch counts each call);
 * - `api`: blockchain API calls, key the route (`GET /v1/account/:address/balance`);
 * - `login`: embedded-wallet logins, key the method (`email`, a social provider, `farcaster`);
 * - `signin`: Sign In With X sessions opened, key the chain (`eip155:1`);
 * - `refusal`: requests refused, key why (`origin`, `rate_limit`).
 */
export const USAGE_KINDS = ["rpc", "api", "login", "signin", "refusal"] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** The bucket sizes a usage report can be read in. */
export const USAGE_BUCKETS = ["hour", "day"] as const;
export type UsageBucket = (typeof USAGE_BUCKETS)[number];

/** The key of an RPC call's count: its network and method. */
export function rpcUsageKey(chainId: string, method: string): string {
  return `${chainId} ${method}`;
}

/** An `rpc` key back into its network and method. */
export function splitRpcUsageKey(key: string): { chainId: string; method: string } {
  const space = key.indexOf(" ");
  return space === -1
    ? { chainId: key, method: "" }
    : { chainId: key.slice(0, space), method: key.slice(space + 1) };
}
