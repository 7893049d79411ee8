/**
 * What one granted permission (an ERC-7715 entry as the server keeps it) allows, read into
 * the few kinds a person can be shown: a token transfer allowance, a native transfer
 * allowance, calls to contracts, or a type this reader does not know (shown by its name).
 * The grant's shapes come from whoever asked for it, so every field is read defensively.
 */
export type PermissionSummary =
  | { kind: "token-transfer"; token: string; ticker?: string; allowance?: bigint }
  | { kind: "native-transfer"; allowance?: bigint }
  | { kind: "contract-call"; targets: string[] }
  | { kind: "other"; type: string };

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function amount(value: unknown): bigint | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  try {
    const read = BigInt(value);
    return read >= 0n ? read : undefined;
  } catch {
    return undefined;
  }
}

/** The allowance from the entry's data or from a `token-allowance` policy (ERC-7715 drafts use both). */
function allowanceOf(entry: Record<string, unknown>): bigint | undefined {
  const data = record(entry.data);
  const direct = amount(data?.allowance);
  if (direct !== undefined) return direct;
  const policies = Array.isArray(entry.policies) ? entry.policies : [];
  for (const policy of policies) {
    const read = record(policy);
    if (read?.type === "token-allowance") return amount(record(read.data)?.allowance);
  }
  return undefined;
}

export function summarizePermission(permission: unknown): PermissionSummary {
  const entry = record(permission);
  const type = typeof entry?.type === "string" ? entry.type : "unknown";
  if (entry === undefined) return { kind: "other", type };
  const data = record(entry.data);
  switch (type) {
    case "erc20-token-transfer": {
      const token = typeof data?.address === "string" ? data.address : undefined;
      if (token === undefined) return { kind: "other", type };
      const ticker = typeof data?.ticker === "string" ? data.ticker.slice(0, 16) : undefined;
      return {
        kind: "token-transfer",
        token,
        ...(ticker === undefined ? {} : { ticker }),
        ...optionalAllowance(allowanceOf(entry)),
      };
    }
    case "native-token-transfer":
      return { kind: "native-transfer", ...optionalAllowance(allowanceOf(entry)) };
    case "contract-call": {
      const targets = Array.isArray(data?.targets)
        ? data.targets.filter((t): t is string => typeof t === "string")
        : typeof data?.address === "string"
          ? [data.address]
          : [];
      return { kind: "contract-call", targets };
    }
    default:
      return { kind: "other", type: type.slice(0, 64) };
  }
}

function optionalAllowance(allowance: bigint | undefined): { allowance?: bigint } {
  return allowance === undefined ? {} : { allowance };
}

/** Where a granted permission stands at `nowSeconds`: revoked wins over expired. */
export function permissionStatus(
  permission: { expiry: number; revokedAt: string | null },
  nowSeconds: number,
): "active" | "expired" | "revoked" {
  if (permission.revokedAt !== null) return "revoked";
  return permission.expiry <= nowSeconds ? "expired" : "active";
}
