import type { SessionAuthenticate } from "../sessionTypes.js";

interface Props {
  request: SessionAuthenticate;
  account: string;
  onApprove(): void;
  onReject(): void;
}

/** A one-click sign-in: approving connects and signs the dApp's sign-in message at once. */
export function SignInCard({ request, account, onApprove, onReject }: Props) {
  const { requester, authPayload } = request.params;
  const name = requester.metadata.name || "A dApp";
  return (
    <section className="card" aria-label={`Sign-in request from ${name}`}>
      <h2>{name} wants to connect and sign in</h2>
      <dl>
        <dt>Domain</dt>
        <dd>{authPayload.domain}</dd>
        <dt>Statement</dt>
        <dd>{authPayload.statement || "(none)"}</dd>
        <dt>Chains</dt>
        <dd>{authPayload.chains.join(", ")}</dd>
        <dt>Account</dt>
        <dd className="mono">{account}</dd>
      </dl>
      <div className="row">
        <button type="button" onClick={onApprove}>
          Sign in
        </button>
        <button type="button" className="secondary" onClick={onReject}>
          Reject
        </button>
      </div>
    </section>
  );
}
