import { ConnectButton, useFoyerAccount, useFoyerModal } from "@foyer/react";
import { Notice } from "../components/Notice.js";

/**
 * Before the operator signs in: what this is, and Foyer's connect button. Connecting a
 * wallet opens the sign-in message in the modal; an address that is not an operator's is
 * told so here, in words.
 */
export function SignIn(props: { refusal: string | undefined }) {
  const account = useFoyerAccount();
  const modal = useFoyerModal();
  return (
    <main className="page sign-in">
      <h1 className="brand">
        Foyer <small>console</small>
      </h1>
      <p>
        Projects, users, sessions, reports and usage of this Foyer server. Sign in with the wallet
        of an operator's address.
      </p>
      {props.refusal === undefined ? null : <Notice kind="error">{props.refusal}</Notice>}
      <div className="button-row">
        <ConnectButton />
        {account.isConnected ? (
          <button
            type="button"
            className="action"
            onClick={() => modal.open({ view: "SIWXSignMessage" })}
          >
            Sign in with Ethereum
          </button>
        ) : null}
      </div>
    </main>
  );
}
