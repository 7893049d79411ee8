import { useEffect, useRef } from "react";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useCoreText } from "../../i18n/coreText/useCoreText.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { ShadowStyle } from "../../modal/shadowStyles.js";
import { frameLayer } from "../ApproveTransaction/frameLayer.js";

/** As ApproveTransaction's: the frame covers the content area under the header. */
const SLOT_CSS =
  ".body:has(>.frame-slot){padding:0}" +
  ".frame-slot{height:min(440px,calc(100vh - 96px));height:min(440px,calc(100dvh - 96px));" +
  "justify-content:center;border-radius:0 0 calc(var(--foyer-radius) - 1px) calc(var(--foyer-radius) - 1px)}";

/**
 * "Continue with a passkey": the embedded wallet's frame shows its passkey screen over this
 * view's area — the WebAuthn prompt runs on the frame's origin (the passkeys' relying party)
 * and must start from a click inside it. What this view renders itself is what shows while the
 * frame paints, and the outcome of a failed attempt ('Connection rejected' after a cancelled
 * prompt) with a way to try again. Leaving it gives the attempt up.
 */
export function ConnectingPasskey() {
  const foyer = useFoyer();
  const messages = useMessages();
  const coreText = useCoreText();
  const passkey = useStore(foyer.stores.embedded, (s) => s.passkey);
  const slot = useRef<HTMLDivElement>(null);
  const waiting = passkey.step === "waiting";

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    foyer.email.showFrameIn({ element, zIndex: frameLayer(element) });
    void foyer.passkey.connectPasskey();
    return () => {
      foyer.email.showFrameIn(undefined);
      foyer.passkey.resetPasskey();
    };
  }, [foyer]);

  return (
    <div ref={slot} className={waiting ? "frame-slot center" : "center stack"}>
      {waiting ? <ShadowStyle css={SLOT_CSS} /> : null}
      {waiting ? (
        <>
          <p>{messages.passkeyOpen}</p>
          <Spinner label={messages.passkeyOpen} />
        </>
      ) : passkey.error ? (
        <>
          <p className="error-text" role="alert">
            {coreText(passkey.error)}
          </p>
          <button
            type="button"
            className="primary"
            onClick={() => void foyer.passkey.connectPasskey()}
          >
            {messages.passkeyTryAgain}
          </button>
        </>
      ) : (
        <Spinner label={messages.passkeyOpen} />
      )}
    </div>
  );
}
