import { useEffect, useRef } from "react";
import { useMessages } from "../../i18n/MessagesContext.js";
import { openWalletLink } from "./openWalletLink.js";
import { walletLink } from "./walletLink.js";

/**
 * On a phone, the wallet is an app on the same device: its deep link (or
 * universal link) carrying the pairing URI opens it as soon as the URI is
 * there, once per link, since the visitor chose that wallet a moment ago. A
 * URI that only replaced an expired one waits for the Open button: the
 * visitor did not ask again. Open goes again when the system did not switch
 * apps (no app, or a browser that wants a tap). A wallet with no mobile link
 * says so; Copy link stays the way in.
 */
export function MobileWalletLink({
  uri,
  walletName,
  link,
  openNow,
}: {
  uri: string;
  /** The chosen wallet; undefined in the generic pairing view. */
  walletName: string | undefined;
  link: string | undefined;
  openNow: boolean;
}) {
  const messages = useMessages();
  const name = walletName ?? messages.yourWallet;
  const href = link ? walletLink(link, uri) : undefined;
  // Kept across StrictMode's second effect run, so one link opens once.
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!href || !openNow || opened.current === href) return;
    opened.current = href;
    openWalletLink(href);
  }, [href, openNow]);

  return (
    <>
      <h3>{messages.continueIn(name)}</h3>
      {href ? (
        <>
          <p>{messages.openingWallet(name)}</p>
          <a className="primary wide" href={href}>
            {messages.openWallet(name)}
          </a>
        </>
      ) : (
        <p>{walletName ? messages.noMobileLink(walletName) : messages.pasteInWallet}</p>
      )}
    </>
  );
}
