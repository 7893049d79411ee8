/**
 * Session requests as pure functions: a method and its params in, a JSON-RPC
 * result or error out. Nothing here knows about WalletConnect, so the rules
 * (EIP-1193 / EIP-3326 error codes, param checks) are tested on their own.
 */
import {
  type Address,
  getAddress,
  type Hex,
  isAddress,
  isHex,
  type SignableMessage,
  type TypedDataDefinition,
  validateTypedData,
} from "viem";
import { type ChainConfig, findChain } from "./config.js";
import type { Signer, TransactionFields } from "./signer.js";

export const RPC_ERRORS = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  /** EIP-3326: the dApp should call wallet_addEthereumChain, which this wallet does not offer. */
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

export interface RpcError {
  code: number;
  message: string;
}

export type Outcome = { result: unknown } | { error: RpcError };

export const SUPPORTED_METHODS = [
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "wallet_switchEthereumChain",
  "eth_accounts",
  "eth_requestAccounts",
  "eth_chainId",
] as const;

export interface WalletRequest {
  method: string;
  params: unknown;
  /** CAIP-2, e.g. "eip155:31337": the chain the dApp addressed the request to. */
  chainId: string;
}

export interface RequestContext {
  signer: Signer;
  chains: readonly ChainConfig[];
  /** Makes the chain current for the session (namespace update + chainChanged). */
  switchChain(chainId: number): Promise<void>;
}

/** Thrown by the parsers below; turned into an error outcome by handleRequest. */
class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const fail = (code: number, message: string): never => {
  throw new RequestError(code, message);
};

export function rejected(): Outcome {
  return { error: { code: RPC_ERRORS.userRejected, message: "User rejected the request." } };
}

export function parseCaip2(chainId: string): number | undefined {
  const match = /^eip155:(\d{1,15})$/.exec(chainId);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function paramsArray(params: unknown, min: number): unknown[] {
  if (!Array.isArray(params) || params.length < min) {
    fail(RPC_ERRORS.invalidParams, `expected an array of at least ${min} params`);
  }
  return params as unknown[];
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) {
    return fail(RPC_ERRORS.invalidParams, `${field} must be a hex quantity`);
  }
  return BigInt(value);
}

function ownAddress(value: unknown, signer: Signer, field: string): void {
  if (typeof value !== "string" || !isAddress(value, { strict: false })) {
    fail(RPC_ERRORS.invalidParams, `${field} must be an address`);
  } else if (getAddress(value) !== getAddress(signer.address)) {
    fail(RPC_ERRORS.unauthorized, `${value} is not an account of this wallet`);
  }
}

/** personal_sign is [message, address]; some dApps still send the legacy [address, message]. */
export function parsePersonalSign(params: unknown, signer: Signer): SignableMessage {
  const [first, second] = paramsArray(params, 2);
  const addressFirst =
    typeof first === "string" &&
    isAddress(first, { strict: false }) &&
    !(typeof second === "string" && isAddress(second, { strict: false }));
  const [message, address] = addressFirst ? [second, first] : [first, second];
  ownAddress(address, signer, "address");
  if (typeof message !== "string")
    return fail(RPC_ERRORS.invalidParams, "message must be a string");
  // Hex is the wire encoding of the bytes to sign; anything else is signed as UTF-8 text.
  return isHex(message) ? { raw: message } : message;
}

/**
 * eth_signTypedData_v4 is [address, typedData], the data as JSON text (as EIP-712 dApps send
 * it) or an object. Its domain's chainId, when set, must be the chain the request is for, as
 * MetaMask requires: a signature for another chain could be replayed there.
 */
export function parseTypedData(
  params: unknown,
  signer: Signer,
  chainId: number | undefined,
): TypedDataDefinition {
  const [address, raw] = paramsArray(params, 2);
  ownAddress(address, signer, "address");
  let data: unknown = raw;
  if (typeof raw === "string") {
    try {
      data = JSON.parse(raw);
    } catch {
      return fail(RPC_ERRORS.invalidParams, "typed data must be JSON");
    }
  }
  if (typeof data !== "object" || data === null) {
    return fail(RPC_ERRORS.invalidParams, "typed data must be an object");
  }
  const { domain, types, primaryType, message } = data as Record<string, unknown>;
  if (
    typeof types !== "object" ||
    types === null ||
    typeof primaryType !== "string" ||
    typeof message !== "object" ||
    message === null
  ) {
    return fail(RPC_ERRORS.invalidParams, "typed data needs types, primaryType and message");
  }
  const definition = {
    domain: (domain ?? {}) as TypedDataDefinition["domain"],
    types: types as TypedDataDefinition["types"],
    primaryType,
    message: message as Record<string, unknown>,
  } as TypedDataDefinition;
  try {
    validateTypedData(definition);
  } catch (error) {
    return fail(RPC_ERRORS.invalidParams, error instanceof Error ? error.message : String(error));
  }
  const domainChain = (definition.domain as { chainId?: unknown } | undefined)?.chainId;
  if (domainChain !== undefined && chainId !== undefined && Number(domainChain) !== chainId) {
    return fail(
      RPC_ERRORS.invalidParams,
      `Provided chainId "${String(domainChain)}" must match the active chainId "${chainId}"`,
    );
  }
  return definition;
}

export function parseTransaction(params: unknown, signer: Signer): TransactionFields {
  const [tx] = paramsArray(params, 1);
  if (typeof tx !== "object" || tx === null)
    return fail(RPC_ERRORS.invalidParams, "transaction must be an object");
  const fields = tx as Record<string, unknown>;
  if (fields.from !== undefined) ownAddress(fields.from, signer, "from");
  let to: Address | undefined;
  if (fields.to !== undefined && fields.to !== null) {
    if (typeof fields.to !== "string" || !isAddress(fields.to, { strict: false })) {
      return fail(RPC_ERRORS.invalidParams, "to must be an address");
    }
    to = getAddress(fields.to);
  }
  const rawData = fields.data ?? fields.input;
  if (rawData !== undefined && (typeof rawData !== "string" || !isHex(rawData))) {
    return fail(RPC_ERRORS.invalidParams, "data must be hex");
  }
  const nonce = quantity(fields.nonce, "nonce");
  return {
    to,
    data: rawData as Hex | undefined,
    value: quantity(fields.value, "value"),
    gas: quantity(fields.gas ?? fields.gasLimit, "gas"),
    gasPrice: quantity(fields.gasPrice, "gasPrice"),
    maxFeePerGas: quantity(fields.maxFeePerGas, "maxFeePerGas"),
    maxPriorityFeePerGas: quantity(fields.maxPriorityFeePerGas, "maxPriorityFeePerGas"),
    nonce: nonce === undefined ? undefined : Number(nonce),
  };
}

export function parseSwitchChain(params: unknown): number {
  const [target] = paramsArray(params, 1);
  const chainId =
    typeof target === "object" && target !== null
      ? (target as { chainId?: unknown }).chainId
      : undefined;
  const parsed = quantity(chainId, "chainId");
  if (parsed === undefined || parsed === 0n || parsed > BigInt(Number.MAX_SAFE_INTEGER)) {
    return fail(RPC_ERRORS.invalidParams, "chainId must be a non-zero hex quantity");
  }
  return Number(parsed);
}

function requireChain(chains: readonly ChainConfig[], chainId: number | undefined): number {
  if (chainId === undefined || findChain(chains, chainId) === undefined) {
    return fail(RPC_ERRORS.unrecognizedChain, `Unrecognized chain ${chainId ?? "(none)"}`);
  }
  return chainId;
}

async function dispatch(ctx: RequestContext, request: WalletRequest): Promise<unknown> {
  const { signer } = ctx;
  switch (request.method) {
    case "personal_sign":
      return signer.signMessage(parsePersonalSign(request.params, signer));
    case "eth_signTypedData_v4":
      return signer.signTypedData(
        parseTypedData(request.params, signer, parseCaip2(request.chainId)),
      );
    case "eth_sendTransaction": {
      const tx = parseTransaction(request.params, signer);
      return signer.sendTransaction(requireChain(ctx.chains, parseCaip2(request.chainId)), tx);
    }
    case "wallet_switchEthereumChain":
      await ctx.switchChain(requireChain(ctx.chains, parseSwitchChain(request.params)));
      return null;
    case "eth_accounts":
    case "eth_requestAccounts":
      return [signer.address];
    case "eth_chainId":
      return `0x${requireChain(ctx.chains, parseCaip2(request.chainId)).toString(16)}`;
    default:
      return fail(
        RPC_ERRORS.unsupportedMethod,
        `${request.method} is not supported by the Foyer test wallet`,
      );
  }
}

/** Answers an approved request. Never throws: every failure becomes a JSON-RPC error. */
export async function handleRequest(ctx: RequestContext, request: WalletRequest): Promise<Outcome> {
  try {
    return { result: await dispatch(ctx, request) };
  } catch (error) {
    if (error instanceof RequestError)
      return { error: { code: error.code, message: error.message } };
    // Node errors (nonce too low, no funds, RPC down) reach the dApp as internal errors.
    const message =
      error instanceof Error
        ? ((error as Error & { shortMessage?: string }).shortMessage ?? error.message)
        : String(error);
    return { error: { code: RPC_ERRORS.internal, message } };
  }
}

/** A one-line summary for the request card. */
export function describeRequest(request: WalletRequest): string {
  switch (request.method) {
    case "personal_sign":
      return "Sign a message";
    case "eth_signTypedData_v4":
      return "Sign typed data";
    case "eth_sendTransaction":
      return `Send a transaction on ${request.chainId}`;
    case "wallet_switchEthereumChain":
      return "Switch chain";
    default:
      return request.method;
  }
}
