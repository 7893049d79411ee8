import { PairingPanel } from "../ConnectingWalletConnect/PairingPanel.js";
import { usePairing } from "../ConnectingWalletConnect/usePairing.js";

/**
 * The generic pairing view, for no wallet in particular (behaviour §2 opening
 * rules: no adapters and no address, on desktop): one QR code any
 * WalletConnect wallet can scan.
 */
export function ConnectingWalletConnectBasic() {
  return <PairingPanel pairing={usePairing()} />;
}
