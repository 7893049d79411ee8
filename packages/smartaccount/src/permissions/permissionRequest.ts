import * as v from "valibot";
import {
  type Address,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddress,
  isHex,
  toFunctionSelector,
} from "viem";

/**
 * What one `wallet_grantPermissions` request (ERC-7715) may ask for here, as a plan the
 * Delegation Framework's caveat enforcers can hold the session key to on chain:
 *
 * - `erc20-token-transfer` + a `token-allowance` policy: `transfer` calls on that token, up to the
 *   allowance in total (ERC20TransferAmountEnforcer).
 * - `native-token-transfer` + `token-allowance`: plain ETH transfers up to the allowance in total
 *   (NativeTokenTransferAmountEnforcer, empty calldata only).
 * - `contract-call` (one or more): calls to these contracts' listed functions, no ETH
 *   (AllowedTargetsEnforcer + AllowedMethodsEnforcer + ValueLteEnforcer 0).
 * - `expiry` (required): TimestampEnforcer.
 * - a `gas-limit` policy (wei): the user's account deposits that much in the EntryPoint for the
 *   session account, to pay its network fees.
 *
 * Anything the chain could not enforce is refused rather than granted loosely.
 */
export type PermissionScope =
  | { type: "erc20-token-transfer"; token: Address; allowance: bigint; ticker?: string }
  | { type: "native-token-transfer"; allowance: bigint; ticker?: string }
  | { type: "contract-call"; targets: Address[]; functions: string[]; selectors: Hex[] };

export interface GrantPlan {
  /** The dApp's session account, the delegate. */
  session: Address;
  /** Unix seconds. */
  expiry: number;
  scope: PermissionScope;
  /** Wei the user's account deposits in the EntryPoint for the session's fees. */
  gasBudget: bigint;
  /** The account the dApp addressed, if it named one. */
  account?: Address;
  /** Hex chain id, if given. */
  chainId?: number;
  /** The permissions as requested, echoed as granted. */
  requested: unknown[];
}

export class PermissionRequestError extends Error {
  override name = "PermissionRequestError";
  /** JSON-RPC invalid params. */
  readonly code = -32602;
}

const AddressSchema = v.custom<Address>(
  (value) => typeof value === "string" && isAddress(value, { strict: false }),
  "Invalid address",
);
const QuantitySchema = v.union([
  v.custom<Hex>(
    (value) => typeof value === "string" && isHex(value) && value.length > 2,
    "Not hex",
  ),
  v.pipe(v.number(), v.integer(), v.minValue(0)),
]);

const PolicySchema = v.object({
  type: v.union([v.string(), v.object({ custom: v.string() })]),
  data: v.optional(v.unknown()),
});

const PermissionSchema = v.object({
  type: v.union([v.string(), v.object({ custom: v.string() })]),
  data: v.optional(v.record(v.string(), v.unknown())),
  policies: v.optional(v.array(PolicySchema), []),
  required: v.optional(v.boolean()),
});

const RequestSchema = v.object({
  chainId: v.optional(QuantitySchema),
  address: v.optional(AddressSchema),
  expiry: v.pipe(v.number(), v.integer(), v.minValue(1)),
  signer: v.variant("type", [
    v.object({ type: v.literal("account"), data: v.object({ id: AddressSchema }) }),
    v.object({ type: v.literal("key"), data: v.object({ id: v.string() }) }),
  ]),
  permissions: v.pipe(v.array(PermissionSchema), v.minLength(1)),
});

function quantity(value: Hex | number): bigint {
  return typeof value === "number" ? BigInt(value) : hexToBigInt(value);
}

function typeName(type: string | { custom: string }): string {
  return typeof type === "string" ? type : type.custom;
}

function allowanceOf(permission: v.InferOutput<typeof PermissionSchema>): bigint {
  const policy = permission.policies.find((p) => typeName(p.type) === "token-allowance");
  const parsed = v.safeParse(v.object({ allowance: QuantitySchema }), policy?.data);
  if (!parsed.success) {
    throw new PermissionRequestError(
      `${typeName(permission.type)} needs a token-allowance policy with an allowance`,
    );
  }
  return quantity(parsed.output.allowance);
}

function gasBudgetOf(permissions: v.InferOutput<typeof PermissionSchema>[]): bigint {
  let budget = 0n;
  for (const permission of permissions) {
    for (const policy of permission.policies) {
      const name = typeName(policy.type);
      if (name === "token-allowance") continue;
      if (name !== "gas-limit") throw new PermissionRequestError(`Unsupported policy: ${name}`);
      const parsed = v.safeParse(v.object({ limit: QuantitySchema }), policy.data);
      if (!parsed.success) throw new PermissionRequestError("gas-limit needs a limit");
      budget += quantity(parsed.output.limit);
    }
  }
  return budget;
}

/** `approve(address,uint256)` → its selector; refuses anything that is not a signature. */
function selectorOf(signature: string): Hex {
  try {
    return toFunctionSelector(
      signature.startsWith("function ") ? signature : `function ${signature}`,
    );
  } catch {
    throw new PermissionRequestError(`Not a function signature: ${signature}`);
  }
}

function scopeOf(permissions: v.InferOutput<typeof PermissionSchema>[]): PermissionScope {
  const names = permissions.map((p) => typeName(p.type));
  if (names.every((name) => name === "contract-call")) {
    const targets: Address[] = [];
    const functions: string[] = [];
    for (const permission of permissions) {
      const data = v.safeParse(
        v.object({ address: AddressSchema, calls: v.pipe(v.array(v.string()), v.minLength(1)) }),
        permission.data,
      );
      if (!data.success) {
        throw new PermissionRequestError(
          "contract-call needs an address and the functions to allow",
        );
      }
      targets.push(getAddress(data.output.address));
      functions.push(...data.output.calls);
    }
    const unique = [...new Set(functions)];
    return {
      type: "contract-call",
      targets: [...new Set(targets)],
      functions: unique,
      selectors: unique.map(selectorOf),
    };
  }
  if (permissions.length !== 1) {
    throw new PermissionRequestError(
      `Grant one token permission at a time, or contract calls only (got ${names.join(", ")})`,
    );
  }
  const [permission] = permissions as [v.InferOutput<typeof PermissionSchema>];
  const ticker = typeof permission.data?.ticker === "string" ? permission.data.ticker : undefined;
  switch (names[0]) {
    case "erc20-token-transfer": {
      const token = v.safeParse(AddressSchema, permission.data?.address);
      if (!token.success)
        throw new PermissionRequestError("erc20-token-transfer needs the token address");
      return {
        type: "erc20-token-transfer",
        token: getAddress(token.output),
        allowance: allowanceOf(permission),
        ...(ticker ? { ticker } : {}),
      };
    }
    case "native-token-transfer":
      return {
        type: "native-token-transfer",
        allowance: allowanceOf(permission),
        ...(ticker ? { ticker } : {}),
      };
    default:
      throw new PermissionRequestError(`Unsupported permission type: ${names[0]}`);
  }
}

/**
 * Reads the params of `wallet_grantPermissions` (`[request]`) into a plan, or throws a
 * `PermissionRequestError` saying what is wrong. `now` (unix seconds) rejects past expiries.
 */
export function readGrantRequest(params: unknown, now: number): GrantPlan {
  const list = Array.isArray(params) ? params : [params];
  if (list.length !== 1) throw new PermissionRequestError("Send one permission request at a time");
  const parsed = v.safeParse(RequestSchema, list[0]);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join(".");
    throw new PermissionRequestError(
      `Invalid permission request${path ? ` (${path})` : ""}: ${issue.message}`,
    );
  }
  const request = parsed.output;
  if (request.expiry <= now) throw new PermissionRequestError("The expiry is in the past");
  if (request.signer.type !== "account") {
    throw new PermissionRequestError(
      "The session signer must be an account (signer.type 'account')",
    );
  }
  return {
    session: getAddress(request.signer.data.id),
    expiry: request.expiry,
    scope: scopeOf(request.permissions),
    gasBudget: gasBudgetOf(request.permissions),
    ...(request.address ? { account: getAddress(request.address) } : {}),
    ...(request.chainId !== undefined ? { chainId: Number(quantity(request.chainId)) } : {}),
    requested: request.permissions,
  };
}
