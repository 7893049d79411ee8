import { truncateAddress } from "@foyer/core/internal";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { useActiveAccount } from "../../hooks/useActiveAccount.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { AppIcon } from "./AppIcon.js";

/**
 * Asks the user to prove they own the connected address (behaviour §4). Core runs
 * the flow: Sign builds the message, asks the wallet and stores the session
 * (closing the modal); Cancel closes, or, when sign-in is required, switches
 * back to a signed network or disconnects. This view only shows who asks,
 * for which address, and whether the wallet is being asked right now.
 */
export function SIWXSignMessage() {
  const foyer = useFoyer();
  const messages = useMessages();
  const { account } = useActiveAccount();
  const status = useStore(foyer.stores.siwx, (s) => s.status);
  const required = useStore(foyer.stores.siwx, (s) => s.required);
  const statement = useStore(foyer.stores.siwx, (s) => s.statement);
  const signing = status === "signing";

  return (
    <div className="center">
      {/* The dialog's title already says who asks ('Sign in to …'): no second heading here. */}
      <AppIcon src={foyer.metadata?.icons[0]} />
      {statement ? <p>{statement}</p> : null}
      <p>{messages.signInBody}</p>
      {account.address ? (
        <p className="address" title={account.address}>
          {truncateAddress(account.address)}
        </p>
      ) : null}
      {required ? <p className="muted">{messages.signInRequiredNote}</p> : null}
      {signing ? <Spinner label={messages.signInPending} /> : null}
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => {
            // Core reports what goes wrong (toast, reporter); nothing is left to show here.
            foyer.siwx.cancel().catch(() => {});
          }}
        >
          {messages.signInCancel}
        </button>
        <button
          type="button"
          className="primary"
          disabled={signing}
          aria-busy={signing}
          onClick={() => {
            foyer.siwx.signIn().catch(() => {});
          }}
        >
          {signing ? messages.signInPending : messages.signInSign}
        </button>
      </div>
    </div>
  );
}
