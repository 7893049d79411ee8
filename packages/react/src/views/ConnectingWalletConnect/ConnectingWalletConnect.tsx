import { WalletImage } from "../../components/WalletImage/WalletImage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useRouteParams } from "../../hooks/useRouteParams.js";
import { useWalletList } from "../../hooks/useWalletStore.js";
import { PairingPanel } from "./PairingPanel.js";
import { usePairing } from "./usePairing.js";
import { walletLinksFor } from "./walletLinks.js";

/**
 * A registry wallet with no connector in this browser, reached by pairing
 * (behaviour §2): a QR code with the wallet's image on desktop, the wallet's
 * deep links on mobile.
 */
export function ConnectingWalletConnect() {
  const registry = useFoyer().services?.registry;
  const wallet = useRouteParams("ConnectingWalletConnect")?.wallet;
  const pairing = usePairing();
  // The selector returns the state itself (stable identity); the links are derived from it.
  const walletState = useWalletList((s) => s);
  const links = walletLinksFor(walletState, wallet?.id ?? "");
  const imageUrl = links.imageId && registry ? registry.walletImageUrl(links.imageId) : undefined;
  return (
    <>
      {wallet && pairing.status !== "pairing" ? (
        <div className="center">
          <WalletImage name={wallet.name} src={imageUrl} large />
        </div>
      ) : null}
      <PairingPanel pairing={pairing} walletName={wallet?.name} imageUrl={imageUrl} links={links} />
    </>
  );
}
