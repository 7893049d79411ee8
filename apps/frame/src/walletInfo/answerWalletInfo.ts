import type { RpcRequest } from "@foyer/embedded";
import type { Address } from "viem";
import { RpcFailure, rpcFailure, UNAUTHORIZED } from "../rpc/rpcErrors.js";
import { eoaCallsStatus } from "./eoaCallsStatus.js";
import { eoaCapabilities } from "./eoaCapabilities.js";
import { type BalanceSource, walletAssets } from "./walletAssets.js";

/**
 * The EIP-5792/7811 reads (behaviour §6 safe, §7): the wallet's own answers. The
 * chain's RPC proxy forwards only eth_/net_/web3_ methods, so they must never
 * reach it.
 */
export function isWalletInfoMethod(method: string): boolean {
  return (
    method === "wallet_getCapabilities" ||
    method === "wallet_getAssets" ||
    method === "wallet_getCallsStatus"
  );
}

export interface WalletInfoDeps {
  /** The plain account's address, when signed in. */
  address: Address | undefined;
  /** The EVM chain the wallet is on, or undefined on another namespace. */
  evmChainId: number | undefined;
  chainRequest: (method: string, params: unknown) => Promise<unknown>;
  /** The account's holdings as the provider server reads them. */
  balances: BalanceSource;
}

/** Answers one of {@link isWalletInfoMethod}'s methods for the plain account (EOA). */
export async function answerWalletInfo(
  request: RpcRequest,
  deps: WalletInfoDeps,
): Promise<unknown> {
  if (!deps.address) throw rpcFailure(UNAUTHORIZED);
  const chain = deps.evmChainId;
  if (chain === undefined) throw new RpcFailure("Switch to an EVM network first", 4901);
  switch (request.method) {
    case "wallet_getCapabilities":
      return eoaCapabilities(request.params, chain);
    case "wallet_getAssets":
      return walletAssets(request.params, deps.address, chain, deps.balances);
    case "wallet_getCallsStatus":
      return eoaCallsStatus(request.params, chain, deps.chainRequest);
    default:
      throw new RpcFailure(`${request.method} is not a wallet read`, -32601);
  }
}
