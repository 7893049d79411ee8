import { type Address, encodeFunctionData, erc20Abi, type Hex } from "viem";
import { dexRouterAbi, wrappedNativeAbi } from "./routerAbi.js";

/** What a swap asks the wallet to send: target, calldata and the ETH it carries. */
export interface SwapCall {
  to: Address;
  data: Hex;
  value: bigint;
}

/** How a swap trades: wrapping or unwrapping ETH itself, or through the router's pools. */
export type SwapKind = "wrap" | "unwrap" | "nativeIn" | "nativeOut" | "tokens";

export interface SwapCallInput {
  kind: SwapKind;
  router: Address;
  wrapped: Address;
  /** Pool tokens, the wrapped native coin standing for ETH. */
  path: readonly Address[];
  amountIn: bigint;
  amountOutMin: bigint;
  recipient: Address;
  /** Unix seconds after which the router refuses the swap. */
  deadline: bigint;
}

/** The transaction for a swap, as the router (or WETH) expects it. */
export function swapCall(input: SwapCallInput): SwapCall {
  const { kind, router, wrapped, path, amountIn, amountOutMin, recipient, deadline } = input;
  switch (kind) {
    case "wrap":
      return {
        to: wrapped,
        data: encodeFunctionData({ abi: wrappedNativeAbi, functionName: "deposit" }),
        value: amountIn,
      };
    case "unwrap":
      return {
        to: wrapped,
        data: encodeFunctionData({
          abi: wrappedNativeAbi,
          functionName: "withdraw",
          args: [amountIn],
        }),
        value: 0n,
      };
    case "nativeIn":
      return {
        to: router,
        data: encodeFunctionData({
          abi: dexRouterAbi,
          functionName: "swapExactETHForTokens",
          args: [amountOutMin, [...path], recipient, deadline],
        }),
        value: amountIn,
      };
    case "nativeOut":
      return {
        to: router,
        data: encodeFunctionData({
          abi: dexRouterAbi,
          functionName: "swapExactTokensForETH",
          args: [amountIn, amountOutMin, [...path], recipient, deadline],
        }),
        value: 0n,
      };
    case "tokens":
      return {
        to: router,
        data: encodeFunctionData({
          abi: dexRouterAbi,
          functionName: "swapExactTokensForTokens",
          args: [amountIn, amountOutMin, [...path], recipient, deadline],
        }),
        value: 0n,
      };
  }
}

/** ERC-20 `approve(spender, amount)` on `token`. */
export function approveCall(token: Address, spender: Address, amount: bigint): SwapCall {
  return {
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [spender, amount] }),
    value: 0n,
  };
}
