import type { DecodedCall, PreviewCall } from "@foyer/protocol";
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
} from "viem";
import { dexRouterAbi, wrappedNativeAbi } from "../swap/routerAbi.js";
import { approvalRisk } from "./approvalRisk.js";

export interface TokenFacts {
  symbol: string;
  decimals: number;
}

/** What decoding reads from the chain and the network's configuration. */
export interface DecodeContext {
  /** An ERC-20's symbol and decimals; undefined when the contract is no ERC-20. */
  token(address: Address): Promise<TokenFacts | undefined>;
  /** An NFT collection's name; undefined when unreadable. */
  collection(address: Address): Promise<string | undefined>;
  /** What `owner` holds of an ERC-20 now; undefined when unreadable. */
  balanceOf(token: Address, owner: Address): Promise<bigint | undefined>;
  native: TokenFacts;
  /** The network's DEX router and wrapped native coin, when it has them. */
  router?: Address;
  wrappedNative?: Address;
}

const SAME_SELECTOR_ABI = [...erc20Abi, ...erc721Abi.filter((item) => item.type === "function")];

function decodeWith<const Abi extends readonly unknown[]>(abi: Abi, data: Hex) {
  try {
    return decodeFunctionData({ abi: abi as never, data }) as {
      functionName: string;
      args: readonly unknown[];
    };
  } catch {
    return undefined;
  }
}

function unknownCall(call: PreviewCall): DecodedCall {
  const data = call.data ?? "0x";
  return { kind: "unknown", to: getAddress(call.to), selector: data.slice(0, 10) };
}

/** A swap on the router: what it sells (the call's value for ETH) and the least it buys. */
async function decodeSwap(
  call: PreviewCall,
  context: DecodeContext,
): Promise<DecodedCall | undefined> {
  const decoded = decodeWith(dexRouterAbi, (call.data ?? "0x") as Hex);
  if (decoded === undefined) return undefined;
  const facts = async (address: Address | undefined) =>
    address === undefined ? undefined : context.token(address);
  const value = hexToBigInt((call.value ?? "0x0") as Hex);
  const path = decoded.args.find(Array.isArray) as readonly Address[] | undefined;
  if (path === undefined || path.length < 2) return undefined;
  const [first, last] = [path[0], path[path.length - 1]];
  let sell: { facts: TokenFacts | undefined; amount: bigint };
  let buy: { facts: TokenFacts | undefined; amount: bigint };
  switch (decoded.functionName) {
    case "swapExactETHForTokens":
      sell = { facts: context.native, amount: value };
      buy = { facts: await facts(last), amount: decoded.args[0] as bigint };
      break;
    case "swapExactTokensForETH":
      sell = { facts: await facts(first), amount: decoded.args[0] as bigint };
      buy = { facts: context.native, amount: decoded.args[1] as bigint };
      break;
    case "swapExactTokensForTokens":
      sell = { facts: await facts(first), amount: decoded.args[0] as bigint };
      buy = { facts: await facts(last), amount: decoded.args[1] as bigint };
      break;
    default:
      return undefined;
  }
  if (sell.facts === undefined || buy.facts === undefined) return undefined;
  return {
    kind: "swap",
    router: getAddress(call.to),
    sell: { ...sell.facts, amount: sell.amount.toString() },
    buyAtLeast: { ...buy.facts, amount: buy.amount.toString() },
  };
}

/** An ERC-20 or ERC-721 call: the two share `transfer…` and `approve` selectors. */
async function decodeToken(
  call: PreviewCall,
  from: Address,
  context: DecodeContext,
): Promise<DecodedCall | undefined> {
  const decoded = decodeWith(SAME_SELECTOR_ABI, (call.data ?? "0x") as Hex);
  if (decoded === undefined) return undefined;
  const token = getAddress(call.to);
  const facts = await context.token(token);
  const args = decoded.args;
  if (facts !== undefined) {
    switch (decoded.functionName) {
      case "transfer":
        return {
          kind: "tokenTransfer",
          token,
          ...facts,
          to: getAddress(args[0] as Address),
          amount: String(args[1]),
        };
      case "transferFrom":
        return isAddressEqual(args[0] as Address, from)
          ? {
              kind: "tokenTransfer",
              token,
              ...facts,
              to: getAddress(args[1] as Address),
              amount: String(args[2]),
            }
          : undefined;
      case "approve": {
        const amount = args[1] as bigint;
        const risk = approvalRisk(amount, await context.balanceOf(token, from));
        return {
          kind: "tokenApproval",
          token,
          ...facts,
          spender: getAddress(args[0] as Address),
          amount: amount.toString(),
          ...(risk === undefined ? {} : { risk }),
        };
      }
      default:
        return undefined;
    }
  }
  const collection = (await context.collection(token)) ?? token;
  switch (decoded.functionName) {
    case "transferFrom":
    case "safeTransferFrom":
      return {
        kind: "nftTransfer",
        token,
        collection,
        to: getAddress(args[1] as Address),
        tokenId: String(args[2]),
      };
    case "setApprovalForAll":
      return {
        kind: "operatorApproval",
        token,
        collection,
        operator: getAddress(args[0] as Address),
        approved: args[1] as boolean,
      };
    default:
      return undefined;
  }
}

/**
 * One call read with the ABIs the server knows — a native transfer, wrapping on the network's
 * wrapped coin, a swap on its DEX router, ERC-20 and ERC-721 transfers and approvals (an
 * approval carries how far it reaches beyond the balance) — or `unknown` with its selector.
 */
export async function decodeCall(
  call: PreviewCall,
  from: Address,
  context: DecodeContext,
): Promise<DecodedCall> {
  const data = (call.data ?? "0x") as Hex;
  const value = hexToBigInt((call.value ?? "0x0") as Hex);
  if (data === "0x") {
    return {
      kind: "nativeTransfer",
      to: getAddress(call.to),
      ...context.native,
      amount: value.toString(),
    };
  }
  if (context.router !== undefined && isAddressEqual(call.to as Address, context.router)) {
    return (await decodeSwap(call, context)) ?? unknownCall(call);
  }
  if (
    context.wrappedNative !== undefined &&
    isAddressEqual(call.to as Address, context.wrappedNative)
  ) {
    const decoded = decodeWith(wrappedNativeAbi, data);
    if (decoded?.functionName === "deposit") {
      return { kind: "wrap", ...context.native, amount: value.toString() };
    }
    if (decoded?.functionName === "withdraw") {
      return { kind: "unwrap", ...context.native, amount: String(decoded.args[0]) };
    }
  }
  return (await decodeToken(call, from, context)) ?? unknownCall(call);
}
