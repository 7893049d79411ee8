import { useActiveAccount } from "../../hooks/useActiveAccount.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";

/**
 * The account and network (CAIP-2) a review previews for: an EVM account of a browser or
 * WalletConnect wallet. Undefined on other chains (the preview route simulates EVM calls) and
 * for the embedded wallet, whose own approval shows the same preview before Approve.
 */
export function usePreviewTarget(): { from: string; chainId: string } | undefined {
  const { namespace, account } = useActiveAccount();
  const { network } = useFoyerNetwork();
  if (namespace !== "eip155" || !account.address || !network) return undefined;
  if (account.connectedWalletInfo?.type === "AUTH") return undefined;
  return { from: account.address, chainId: network.caipNetworkId };
}
