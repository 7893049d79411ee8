import { balanceRoute, isRecord, routePath, type TokenBalanceItem } from "@foyer/protocol";
import * as v from "valibot";
import {
  type Address,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  parseUnits,
} from "viem";
import { apiErrorFrom } from "../api/apiError.js";
import { RpcFailure } from "../rpc/rpcErrors.js";

/** An ERC-7811 asset as behaviour §3 lists it: address, balance hex, type, metadata. */
export interface WalletAsset {
  address: Address | "native";
  balance: Hex;
  type: "NATIVE" | "ERC20";
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string };
}

/** The account's holdings on one CAIP-2 network, as the provider server knows them. */
export type BalanceSource = (
  caipNetworkId: string,
  address: Address,
) => Promise<readonly TokenBalanceItem[]>;

/**
 * `GET /v1/account/{address}/balance` of the server the frame is served from (same origin),
 * past the server's short cache: a wallet answers what the account holds now, and the SDK
 * asking keeps its own cache (behaviour §9: native balance 30 s), refreshed on purpose after a send.
 */
export function serverBalances(options: {
  baseUrl: string;
  projectId: string;
  fetch: typeof fetch;
}): BalanceSource {
  return async (caipNetworkId, address) => {
    const url = new URL(routePath(balanceRoute, { address }), options.baseUrl);
    url.searchParams.set("projectId", options.projectId);
    url.searchParams.set("currency", "usd");
    url.searchParams.set("chainId", caipNetworkId);
    url.searchParams.set("forceUpdate", "true");
    const response = await options.fetch(url, { credentials: "omit" });
    if (!response.ok) throw await apiErrorFrom(response);
    const parsed = v.safeParse(balanceRoute.response, await response.json().catch(() => undefined));
    if (!parsed.success) throw new RpcFailure("The server sent an invalid balance list", -32603);
    return parsed.output.balances;
  };
}

/**
 * One balance-list item as an ERC-7811 asset: the native coin has no token
 * address ("native"), a token's CAIP-10 id gives its contract. The balance is
 * the decimal quantity back in base units, in hex. Undefined for an item that
 * can't be expressed (a malformed address or quantity), which is left out.
 */
export function toWalletAsset(item: TokenBalanceItem): WalletAsset | undefined {
  const decimals = Number(item.quantity.decimals);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined;
  let units: bigint;
  try {
    units = parseUnits(item.quantity.numeric, decimals);
  } catch {
    return undefined;
  }
  const metadata = {
    name: item.name,
    symbol: item.symbol,
    decimals,
    price: item.price,
    iconUrl: item.iconUrl,
  };
  if (item.address === undefined) {
    return { address: "native", balance: numberToHex(units), type: "NATIVE", metadata };
  }
  const token = item.address.split(":").at(-1) ?? "";
  if (!isAddress(token, { strict: false })) return undefined;
  return { address: token, balance: numberToHex(units), type: "ERC20", metadata };
}

/**
 * `wallet_getAssets` params (ERC-7811: `[{ account, chainFilter? }]`): the
 * chains asked for, as numbers, or the current chain when no filter is given.
 */
export function readAssetsRequest(
  params: unknown,
  currentChain: number,
): { account: Address; chains: number[] } {
  const request = Array.isArray(params) ? params[0] : undefined;
  if (!isRecord(request) || typeof request.account !== "string" || !isAddress(request.account)) {
    throw new RpcFailure(
      "Invalid params for wallet_getAssets: send [{ account, chainFilter }]",
      -32602,
    );
  }
  const filter = request.chainFilter;
  if (filter !== undefined && !(Array.isArray(filter) && filter.every((id) => isHex(id)))) {
    throw new RpcFailure(
      "Invalid params for wallet_getAssets: chainFilter is a list of hex ids",
      -32602,
    );
  }
  const chains = filter === undefined ? [currentChain] : [...new Set(filter.map(Number))];
  return { account: request.account, chains };
}

/**
 * Behaviour §7 asset discovery for the account the wallet acts as: its native
 * coin and ERC-20 holdings per requested chain, keyed by hex chain id. Only
 * the wallet's own account is answered; a chain the server can't read
 * answers an empty list rather than failing the others.
 */
export async function walletAssets(
  params: unknown,
  own: Address,
  currentChain: number,
  balances: BalanceSource,
): Promise<Record<Hex, WalletAsset[]>> {
  const { account, chains } = readAssetsRequest(params, currentChain);
  if (!isAddressEqual(account, own)) {
    throw new RpcFailure("The account is not this wallet's", 4100);
  }
  const lists = await Promise.all(
    chains.map(async (chain) => {
      const items = await balances(`eip155:${chain}`, own).catch(() => []);
      const assets = items.map(toWalletAsset).filter((a): a is WalletAsset => a !== undefined);
      return [numberToHex(chain), assets] as const;
    }),
  );
  return Object.fromEntries(lists);
}
