import { activeConnection, receiveAddress } from "@foyer/core/internal";
import { networkImageUrl } from "../../components/NetworkImage/networkImageUrl.js";
import { PairingQr } from "../../components/PairingQr/PairingQr.js";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useFoyerAccount } from "../../hooks/useFoyerAccount.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";
import { useStore } from "../../hooks/useStore.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { useWalletMessages } from "../../i18n/useWalletMessages.js";
import { ShadowStyle } from "../../modal/shadowStyles.js";
import { copyWithToast } from "../copyWithToast.js";

const RECEIVE_CSS = `
.receive-address{font-family:ui-monospace,monospace;font-size:.9em;word-break:break-all;margin:0;padding:8px 10px;border-radius:var(--foyer-radius-small);background:var(--foyer-surface);color:var(--foyer-foreground)}
.receive-warning{font-size:.85em;padding:8px 10px;border-radius:var(--foyer-radius-small);border-inline-start:3px solid var(--foyer-error);background:var(--foyer-surface);text-align:start}
`;

/**
 * Where to be paid: the address as a QR code and as text to copy, the network
 * it is on, and a warning that assets sent from another network may be lost.
 * On Bitcoin it is the payment account's address (behaviour §3).
 */
export function Receive() {
  const foyer = useFoyer();
  const messages = useMessages();
  const wallet = useWalletMessages();
  const account = useFoyerAccount();
  const { network } = useFoyerNetwork();
  const namespace = network?.chainNamespace;
  const connection = useStore(foyer.stores.connection, (state) =>
    namespace ? activeConnection(state, namespace) : undefined,
  );
  const address = receiveAddress(connection, account.address);
  if (!address || !network) return <StatusMessage title={messages.connectWallet} />;
  const image = networkImageUrl(network, foyer.services?.registry);

  const copy = (text: string) =>
    copyWithToast(foyer.stores.toast, text, {
      copied: messages.addressCopied,
      failed: messages.copyFailed,
    });

  return (
    <div className="center">
      <ShadowStyle css={RECEIVE_CSS} />
      <PairingQr uri={address} label={wallet.receiveQrLabel} imageUrl={image} />
      <h3>
        {namespace === "bip122"
          ? wallet.receivePaymentAddress
          : wallet.receiveAddressOn(network.name)}
      </h3>
      <p className="receive-address" data-testid="receive-address">
        {address}
      </p>
      <button type="button" className="primary wide" onClick={() => void copy(address)}>
        {messages.copyAddress}
      </button>
      <p className="receive-warning" role="note">
        {wallet.receiveWarning(network.name)}
      </p>
    </div>
  );
}
