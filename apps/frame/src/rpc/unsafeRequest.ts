import * as v from "valibot";
import { type Address, type Hex, isAddress, isHex } from "viem";
import { RpcFailure } from "./rpcErrors.js";

/**
 * The unsafe calls an EOA frame can carry out, with their params checked.
 * The protocol schema only bounds the method; the params are JSON-RPC as the
 * dApp sent them and are read here, strictly, before anything is shown or signed.
 */
export type UnsafeCall =
  | { method: "personal_sign"; message: Hex | string; address: Address }
  | {
      method: "eth_signTypedData_v4";
      address: Address;
      typedData: {
        domain: Record<string, unknown>;
        types: Record<string, { name: string; type: string }[]>;
        primaryType: string;
        message: Record<string, unknown>;
      };
    }
  | {
      method: "eth_sendTransaction";
      tx: {
        from?: Address;
        to?: Address;
        value?: Hex;
        data?: Hex;
        gas?: Hex;
        nonce?: Hex;
        gasPrice?: Hex;
        maxFeePerGas?: Hex;
        maxPriorityFeePerGas?: Hex;
      };
    };

const AddressSchema = v.custom<Address>(
  (value) => typeof value === "string" && isAddress(value, { strict: false }),
  "Invalid address",
);
const HexSchema = v.custom<Hex>((value) => typeof value === "string" && isHex(value), "Not hex");

const PersonalSign = v.tuple([v.string(), AddressSchema]);
const TypedData = v.object({
  domain: v.record(v.string(), v.unknown()),
  types: v.record(v.string(), v.array(v.object({ name: v.string(), type: v.string() }))),
  primaryType: v.string(),
  message: v.record(v.string(), v.unknown()),
});
const Transaction = v.object({
  from: v.optional(AddressSchema),
  to: v.optional(AddressSchema),
  value: v.optional(HexSchema),
  data: v.optional(HexSchema),
  gas: v.optional(HexSchema),
  nonce: v.optional(HexSchema),
  gasPrice: v.optional(HexSchema),
  maxFeePerGas: v.optional(HexSchema),
  maxPriorityFeePerGas: v.optional(HexSchema),
});

function invalid(method: string): RpcFailure {
  return new RpcFailure(`Invalid params for ${method}`, -32602);
}

function parseTypedData(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Reads an unsafe call's params; methods an EOA frame does not carry out get 4200. */
export function readUnsafeCall(method: string, params: unknown): UnsafeCall {
  switch (method) {
    case "personal_sign": {
      const parsed = v.safeParse(PersonalSign, params);
      if (!parsed.success) throw invalid(method);
      const [message, address] = parsed.output;
      return { method, message, address };
    }
    case "eth_signTypedData_v4": {
      if (!Array.isArray(params) || params.length < 2) throw invalid(method);
      const address = v.safeParse(AddressSchema, params[0]);
      const typedData = v.safeParse(TypedData, parseTypedData(params[1]));
      if (!address.success || !typedData.success) throw invalid(method);
      return { method, address: address.output, typedData: typedData.output };
    }
    case "eth_sendTransaction": {
      const parsed = v.safeParse(v.tuple([Transaction]), params);
      if (!parsed.success) throw invalid(method);
      return { method, tx: parsed.output[0] };
    }
    default:
      throw new RpcFailure(`The embedded wallet does not support ${method} yet`, 4200);
  }
}
