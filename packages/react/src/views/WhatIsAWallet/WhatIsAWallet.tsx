import { useFoyer } from "../../hooks/useFoyer.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/**
 * The short explainer Connect links newcomers to: what a wallet is, the kinds
 * there are, and that the app never holds the keys; then the way to one.
 */
export function WhatIsAWallet() {
  const foyer = useFoyer();
  const messages = useMessages();
  return (
    <div className="explainer">
      <p>{messages.walletExplainedKeys}</p>
      <p>{messages.walletExplainedKinds}</p>
      <p>{messages.walletExplainedSafety}</p>
      <button
        type="button"
        className="primary wide"
        onClick={() => foyer.stores.router.push({ view: "AllWallets" })}
      >
        {messages.chooseAWallet}
      </button>
    </div>
  );
}
