import { useMessages } from "../../i18n/MessagesContext.js";
import { ViewButton } from "../ViewButton.js";

/**
 * The short explainer Connect links newcomers to: what a wallet is, the kinds
 * there are, and that the app never holds the keys; then the way to one.
 */
export function WhatIsAWallet() {
  const messages = useMessages();
  return (
    <div className="explainer">
      <p>{messages.walletExplainedKeys}</p>
      <p>{messages.walletExplainedKinds}</p>
      <p>{messages.walletExplainedSafety}</p>
      <ViewButton view="AllWallets" className="primary wide">
        {messages.chooseAWallet}
      </ViewButton>
    </div>
  );
}
