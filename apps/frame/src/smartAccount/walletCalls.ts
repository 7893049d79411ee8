import * as v from "valibot";
import { type Address, type Hex, hexToBigInt, isAddress, isHex } from "viem";
import { RpcFailure } from "../rpc/rpcErrors.js";

/** One call of a user operation, read from what the dApp sent. */
export interface WalletCall {
  to: Address;
  value: bigint;
  data: Hex;
}

const AddressSchema = v.custom<Address>(
  (value) => typeof value === "string" && isAddress(value, { strict: false }),
  "Invalid address",
);
const HexSchema = v.custom<Hex>((value) => typeof value === "string" && isHex(value), "Not hex");

const CallSchema = v.object({
  to: AddressSchema,
  data: v.optional(HexSchema),
  value: v.optional(HexSchema),
});

/** EIP-5792 `wallet_sendCalls` params: `[{ version?, chainId?, from?, calls, atomicRequired? }]`. */
const SendCallsSchema = v.tuple([
  v.looseObject({
    version: v.optional(v.string()),
    chainId: v.optional(HexSchema),
    from: v.optional(AddressSchema),
    calls: v.pipe(v.array(CallSchema), v.minLength(1)),
    atomicRequired: v.optional(v.boolean()),
    capabilities: v.optional(v.record(v.string(), v.unknown())),
  }),
]);

/** ERC-7677's `paymasterService` capability: the dApp's paymaster service, and its context. */
export interface PaymasterService {
  url: string;
  context?: Record<string, unknown>;
}

export interface SendCallsRequest {
  chainId: number | undefined;
  from: Address | undefined;
  calls: WalletCall[];
  /** The dApp's paymaster; absent → the project's own pays, where it sponsors. */
  paymasterService?: PaymasterService;
}

const PaymasterServiceSchema = v.object({
  url: v.pipe(
    v.string(),
    v.check((value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === "https:" || protocol === "http:";
      } catch {
        return false;
      }
    }),
  ),
  context: v.optional(v.record(v.string(), v.unknown())),
  optional: v.optional(v.boolean()),
});

function toCall(call: v.InferOutput<typeof CallSchema>): WalletCall {
  return { to: call.to, value: call.value ? hexToBigInt(call.value) : 0n, data: call.data ?? "0x" };
}

/** Reads `wallet_sendCalls` params, strictly: bad input is refused before anything is shown. */
export function readSendCalls(params: unknown): SendCallsRequest {
  const parsed = v.safeParse(SendCallsSchema, params);
  if (!parsed.success) throw new RpcFailure("Invalid params for wallet_sendCalls", -32602);
  const [request] = parsed.output;
  const { paymasterService: paymasterCapability, ...others } = request.capabilities ?? {};
  let paymasterService: PaymasterService | undefined;
  if (paymasterCapability !== undefined) {
    const service = v.safeParse(PaymasterServiceSchema, paymasterCapability);
    if (!service.success) {
      throw new RpcFailure("Invalid paymasterService capability: it needs an http(s) url", -32602);
    }
    paymasterService = {
      url: service.output.url,
      ...(service.output.context ? { context: service.output.context } : {}),
    };
  }
  // Capabilities the wallet does not know must not be silently ignored (EIP-5792 "optional" flag).
  for (const [name, capability] of Object.entries(others)) {
    const optional =
      typeof capability === "object" && capability !== null && "optional" in capability
        ? capability.optional === true
        : false;
    if (!optional) throw new RpcFailure(`Unsupported capability: ${name}`, 5700);
  }
  return {
    chainId: request.chainId ? Number(hexToBigInt(request.chainId)) : undefined,
    from: request.from,
    calls: request.calls.map(toCall),
    ...(paymasterService ? { paymasterService } : {}),
  };
}
