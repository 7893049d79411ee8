import { isRecord } from "@foyer/protocol";
import { parseCaipNetworkId } from "../../caip/caip.js";
import { formatUnits } from "../../format/formatUnits.js";
import type { TokenBalanceItem, WalletAsset } from "./blockchainTypes.js";

/** `wallet_getAssets` answers assets grouped by hex chain id. */
export type WalletAssetsResponse = Record<string, WalletAsset[]>;

/** One asset with every behaviour §3 field of the right type. */
export function isWalletAsset(value: unknown): value is WalletAsset {
  if (!isRecord(value) || !isRecord(value.metadata)) return false;
  const { metadata } = value;
  return (
    typeof value.address === "string" &&
    typeof value.balance === "string" &&
    /^0x[0-9a-fA-F]+$/.test(value.balance) &&
    (value.type === "ERC20" || value.type === "NATIVE") &&
    typeof metadata.name === "string" &&
    typeof metadata.symbol === "string" &&
    typeof metadata.decimals === "number" &&
    typeof metadata.price === "number" &&
    typeof metadata.iconUrl === "string"
  );
}

/**
 * Behaviour §5: a wallet-assets response is accepted only if every asset has the
 * field types of §3; one bad asset rejects the whole answer, and the caller
 * falls back to the balance call.
 */
export function isWalletAssetsResponse(value: unknown): value is WalletAssetsResponse {
  return (
    isRecord(value) &&
    Object.values(value).every((assets) => Array.isArray(assets) && assets.every(isWalletAsset))
  );
}

/**
 * The balance list for one EVM network from a validated wallet-assets
 * response (behaviour §7: asset discovery replaces the balance call when the
 * wallet supports it). Chain keys are hex chain ids, compared by value so
 * `0x1` and `0x01` match.
 */
export function walletAssetsToTokenBalances(
  response: WalletAssetsResponse,
  caipNetworkId: string,
): TokenBalanceItem[] {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId);
  if (namespace !== "eip155") return [];
  const chainId = BigInt(reference);
  const assets = Object.entries(response).find(
    ([key]) => /^0x[0-9a-f]+$/i.test(key) && BigInt(key) === chainId,
  )?.[1];
  return (assets ?? []).map((asset) => {
    const numeric = formatUnits(asset.balance, asset.metadata.decimals);
    const item: TokenBalanceItem = {
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId: caipNetworkId,
      value: Number(numeric) * asset.metadata.price,
      price: asset.metadata.price,
      quantity: { decimals: String(asset.metadata.decimals), numeric },
      iconUrl: asset.metadata.iconUrl,
    };
    if (asset.type === "ERC20") item.address = `${caipNetworkId}:${asset.address}`;
    return item;
  });
}
