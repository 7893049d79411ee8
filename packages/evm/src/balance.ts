import type { CaipNetwork } from "@foyer/core";
import { type AdapterBalance, isWalletAssetsResponse } from "@foyer/core/internal";
import { isRecord } from "@foyer/protocol";
import { type Config, getBalance as wagmiGetBalance } from "@wagmi/core";
import { type Address, formatUnits } from "viem";
import { evmChainId, hexChainId } from "./chains.js";
import type { InjectedProvider } from "./discovery.js";

/** The entry of a map keyed by hex chain id, compared by value so `0x1` and `0x01` match. */
function byChainId<T>(map: Record<string, T>, chainId: number): T | undefined {
  const key = Object.keys(map).find((k) => /^0x[0-9a-f]+$/i.test(k) && Number(k) === chainId);
  return key === undefined ? undefined : map[key];
}

/**
 * EIP-5792 `wallet_getCapabilities` for the address: does the wallet list
 * asset discovery for this chain (or for all chains, key `0x0`)? Any error,
 * e.g. 4200 from a wallet without the method, means no.
 */
async function supportsAssetDiscovery(
  provider: InjectedProvider,
  address: string,
  chainId: number,
): Promise<boolean> {
  try {
    const capabilities = await provider.request({
      method: "wallet_getCapabilities",
      params: [address, [hexChainId(chainId)]],
    });
    if (!isRecord(capabilities)) return false;
    const forChain = byChainId(capabilities, chainId) ?? capabilities["0x0"];
    return (
      isRecord(forChain) &&
      isRecord(forChain.assetDiscovery) &&
      forChain.assetDiscovery.supported === true
    );
  } catch {
    return false;
  }
}

/**
 * The native balance from `wallet_getAssets` (ERC-7811), or undefined when
 * the answer fails behaviour §5 validation or lists no native asset, so the caller
 * falls back to the RPC.
 */
async function nativeBalanceFromWallet(
  provider: InjectedProvider,
  address: string,
  chainId: number,
): Promise<AdapterBalance | undefined> {
  const response = await provider.request({
    method: "wallet_getAssets",
    params: [{ account: address, chainFilter: [hexChainId(chainId)] }],
  });
  if (!isWalletAssetsResponse(response)) return undefined;
  const native = byChainId(response, chainId)?.find((asset) => asset.type === "NATIVE");
  if (!native) return undefined;
  return {
    balance: formatUnits(BigInt(native.balance), native.metadata.decimals),
    symbol: native.metadata.symbol,
  };
}

/**
 * Behaviour §7 Wallet RPC: when the connected wallet supports asset discovery,
 * `wallet_getCapabilities` then `wallet_getAssets`; otherwise (no wallet for
 * the address, no support, a bad or failed answer) `eth_getBalance` over the
 * chain RPC. The balance is a decimal string in the native unit.
 */
export async function readNativeBalance(
  config: Config,
  request: { address: string; caipNetwork: CaipNetwork },
  walletProvider: InjectedProvider | undefined,
): Promise<AdapterBalance> {
  const chainId = evmChainId(request.caipNetwork);
  if (walletProvider && (await supportsAssetDiscovery(walletProvider, request.address, chainId))) {
    const fromWallet = await nativeBalanceFromWallet(
      walletProvider,
      request.address,
      chainId,
    ).catch(() => undefined);
    if (fromWallet) return fromWallet;
  }
  const { value, decimals } = await wagmiGetBalance(config, {
    address: request.address as Address,
    chainId,
  });
  return {
    balance: formatUnits(value, decimals),
    symbol: request.caipNetwork.nativeCurrency.symbol,
  };
}
