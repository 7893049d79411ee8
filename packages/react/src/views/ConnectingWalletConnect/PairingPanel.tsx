import { PairingQr } from "../../components/PairingQr/PairingQr.js";
import { PairingQrPlaceholder } from "../../components/PairingQr/PairingQrPlaceholder.js";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { copyWithToast } from "../copyWithToast.js";
import { MobileWalletLink } from "./MobileWalletLink.js";
import type { Pairing } from "./usePairing.js";
import { walletLink } from "./walletLink.js";
import type { WalletLinks } from "./walletLinks.js";

// The QR encoder (uqr, a few KiB) ships in this view's chunk rather than a
// lazy chunk of its own: a lazy component suspends on its first render, and
// React then holds the revealed content back until 300 ms after its fallback
// showed (Suspense's fallback throttle), so every QR code came that much later.

/**
 * What both pairing views show: a QR code on desktop; on mobile the wallet's
 * app, opened by its deep link (behaviour §3 `mobile_link`) with an Open button to
 * go again; the copyable URI, and a retry after a rejection or failure.
 */
export function PairingPanel({
  pairing,
  walletName,
  imageUrl,
  links = {},
}: {
  pairing: Pairing;
  walletName?: string | undefined;
  imageUrl?: string | undefined;
  links?: WalletLinks;
}) {
  const foyer = useFoyer();
  const messages = useMessages();
  const { status, uri } = pairing;
  const mobile = foyer.isMobile();

  if (status === "unavailable") {
    return (
      <StatusMessage
        tone="error"
        title={messages.walletConnectUnavailable}
        body={messages.walletConnectUnavailableBody}
      />
    );
  }
  if (status !== "pairing") {
    return (
      <StatusMessage
        tone="error"
        title={status === "rejected" ? messages.connectionRejected : messages.failedToConnect}
        body={
          status === "rejected" ? messages.connectionRejectedBody : messages.failedToConnectBody
        }
      >
        <button type="button" className="primary" onClick={pairing.retry}>
          {messages.tryAgain}
        </button>
      </StatusMessage>
    );
  }
  if (uri === undefined) {
    return (
      <div className="center">
        {mobile ? (
          <Spinner label={messages.preparingPairing} />
        ) : (
          <PairingQrPlaceholder label={messages.preparingPairing} />
        )}
      </div>
    );
  }

  const copy = () =>
    copyWithToast(foyer.stores.toast, uri, {
      copied: messages.linkCopied,
      failed: messages.linkCopyFailed,
    });
  const name = walletName ?? "";
  return (
    <div className="center">
      {mobile ? (
        <MobileWalletLink
          uri={uri}
          walletName={walletName}
          link={links.mobile}
          openNow={!pairing.renewed}
        />
      ) : (
        <>
          <PairingQr uri={uri} label={messages.pairingQrLabel} imageUrl={imageUrl} />
          <p>{name ? messages.scanWithWallet(name) : messages.scanWithAnyWallet}</p>
        </>
      )}
      <div className="actions">
        {links.desktop && !mobile ? (
          <a className="secondary" href={walletLink(links.desktop, uri)}>
            {messages.openDesktopApp}
          </a>
        ) : null}
        {links.webapp ? (
          <a
            className="secondary"
            href={walletLink(links.webapp, uri)}
            target="_blank"
            rel="noreferrer"
          >
            {messages.openWebApp}
          </a>
        ) : null}
        <button type="button" className="secondary" onClick={copy}>
          {messages.copyLink}
        </button>
      </div>
      <details>
        <summary className="muted">{messages.pairingLink}</summary>
        <input className="search" readOnly value={uri} aria-label={messages.pairingLink} />
      </details>
    </div>
  );
}
