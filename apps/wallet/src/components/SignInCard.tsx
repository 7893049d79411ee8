interface Props {
  /** The dApp's name as its metadata gives it. */
  name: string;
  domain: string;
  statement: string | undefined;
  chains: readonly string[];
  account: string;
  onApprove(): void;
  /** Connects without signing in (only where the protocol allows it: a proposal, not wc_sessionAuthenticate). */
  onConnectOnly?: () => void;
  onReject(): void;
}

/**
 * A one-click sign-in: approving connects and signs the dApp's sign-in
 * message at once. Shown for a proposal carrying a sign-in request and for
 * the older wc_sessionAuthenticate request alike.
 */
export function SignInCard({
  name,
  domain,
  statement,
  chains,
  account,
  onApprove,
  onConnectOnly,
  onReject,
}: Props) {
  const shown = name || "A dApp";
  return (
    <section className="card" aria-label={`Sign-in request from ${shown}`}>
      <h2>{shown} wants to connect and sign in</h2>
      <dl>
        <dt>Domain</dt>
        <dd>{domain}</dd>
        <dt>Statement</dt>
        <dd>{statement || "(none)"}</dd>
        <dt>Chains</dt>
        <dd>{chains.join(", ")}</dd>
        <dt>Account</dt>
        <dd className="mono">{account}</dd>
      </dl>
      <div className="row">
        <button type="button" onClick={onApprove}>
          Sign in
        </button>
        {onConnectOnly ? (
          <button type="button" className="secondary" onClick={onConnectOnly}>
            Connect without signing in
          </button>
        ) : null}
        <button type="button" className="secondary" onClick={onReject}>
          Reject
        </button>
      </div>
    </section>
  );
}
