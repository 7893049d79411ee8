import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useRouteParams } from "../../hooks/useRouteParams.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/**
 * A registry wallet with no connector in this browser is reached by pairing
 * (SPEC §2). Pairing is not built yet, so the view says that plainly rather
 * than showing a QR code that leads nowhere.
 */
export function ConnectingWalletConnect() {
  const messages = useMessages();
  const wallet = useRouteParams("ConnectingWalletConnect")?.wallet;
  return (
    <StatusMessage
      title={messages.walletConnectUnavailable}
      body={messages.walletConnectUnavailableBody(wallet?.name ?? "")}
    />
  );
}
