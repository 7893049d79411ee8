import { useEffect, useRef } from "react";
import { PairingQr } from "../../components/PairingQr/PairingQr.js";
import { PairingQrPlaceholder } from "../../components/PairingQr/PairingQrPlaceholder.js";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { useSocialMessages } from "../../i18n/useSocialMessages.js";
import { copyWithToast } from "../copyWithToast.js";

/**
 * Sign In With Farcaster (behaviour §2): the sign-in link as a QR code for the Farcaster app and as
 * a copyable link, while core waits for the person's approval; then the embedded wallet
 * connects. Leaving before that clears the link and reloads the frame (core's router).
 */
export function ConnectingFarcaster() {
  const foyer = useFoyer();
  const messages = useMessages();
  const social = useSocialMessages();
  const farcaster = useStore(foyer.stores.embedded, (s) => s.farcaster);

  // A fresh sign-in each time the view opens. StrictMode runs effects twice: a second start
  // would replace the link on screen with another one, and the first would never sign in.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void foyer.farcaster.connectFarcaster();
  }, [foyer]);

  if (farcaster.error) {
    return (
      <StatusMessage tone="error" title={farcaster.error} body={farcaster.reason}>
        <button
          type="button"
          className="primary"
          onClick={() => void foyer.farcaster.connectFarcaster()}
        >
          {messages.tryAgain}
        </button>
      </StatusMessage>
    );
  }
  const url = farcaster.url;
  if (farcaster.step === "connected") {
    return (
      <div className="center">
        <Spinner label={social.farcasterConnecting} />
      </div>
    );
  }
  if (url === undefined || farcaster.step !== "waiting") {
    return (
      <div className="center">
        <PairingQrPlaceholder label={social.farcasterPreparing} />
      </div>
    );
  }

  const copy = () =>
    copyWithToast(foyer.stores.toast, url, {
      copied: messages.linkCopied,
      failed: messages.linkCopyFailed,
    });
  return (
    <div className="center">
      <PairingQr uri={url} label={social.farcasterQrLabel} />
      <p>{social.farcasterScan}</p>
      <div className="actions">
        <a className="secondary" href={url} target="_blank" rel="noreferrer">
          {social.farcasterOpenLink}
        </a>
        <button type="button" className="secondary" onClick={copy}>
          {messages.copyLink}
        </button>
      </div>
      <details>
        <summary className="muted">{social.farcasterLink}</summary>
        <input className="search" readOnly value={url} aria-label={social.farcasterLink} />
      </details>
    </div>
  );
}
