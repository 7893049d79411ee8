import { useEffect, useRef } from "react";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useRoute } from "../../hooks/useRoute.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { ShadowStyle } from "../../modal/shadowStyles.js";
import { frameLayer } from "./frameLayer.js";

/**
 * The slot is the whole content area under the header (the body's padding
 * goes, the frame brings its own), as tall as the viewport lets the card be,
 * with the card's inner bottom corners, which the frame copies. Shipped with
 * this view, not in the modal's first stylesheet.
 */
const SLOT_CSS =
  ".body:has(>.frame-slot){padding:0}" +
  ".frame-slot{height:min(440px,calc(100vh - 96px));height:min(440px,calc(100dvh - 96px));" +
  "justify-content:center;border-radius:0 0 calc(var(--foyer-radius) - 1px) calc(var(--foyer-radius) - 1px)}";

/**
 * Behaviour §4/§6: while an unsafe request (or the key export) waits, the embedded
 * wallet's frame shows what is asked over this view's area, the modal's
 * content under its header; the dApp never renders it, so nothing here can
 * be spoofed into approving. The view hands its element to the wallet as the
 * frame's slot while it is mounted; what it renders itself is what remains
 * if the frame is slow to paint. Core pops the stack or closes the modal
 * when the request ends, and gives the request up if the modal leaves first.
 */
export function ApproveTransaction() {
  const foyer = useFoyer();
  const messages = useMessages();
  const route = useRoute();
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    foyer.email.showFrameIn({ element, zIndex: frameLayer(element) });
    return () => foyer.email.showFrameIn(undefined);
  }, [foyer]);

  const request = route.view === "ApproveTransaction" ? route.params.request : undefined;
  return (
    <div ref={slot} className="frame-slot center">
      <ShadowStyle css={SLOT_CSS} />
      <h3>{messages.approveTransactionWaiting}</h3>
      <p>
        {request === "exportKey"
          ? messages.exportKeyOpen
          : request === "passkeys"
            ? messages.passkeysOpen
            : messages.approveTransactionBody}
      </p>
      <Spinner label={messages.approveTransactionWaiting} />
    </div>
  );
}
