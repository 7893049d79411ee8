import type { SessionProposal } from "../sessionTypes.js";
import { summarizeProposal } from "../summaries.js";

interface Props {
  proposal: SessionProposal;
  account: string;
  onApprove(): void;
  onReject(): void;
}

export function ProposalCard({ proposal, account, onApprove, onReject }: Props) {
  const summary = summarizeProposal(proposal);
  const chains = [...summary.requiredChains, ...summary.optionalChains];
  return (
    <section className="card" aria-label={`Connection request from ${summary.name}`}>
      <h2>{summary.name} wants to connect</h2>
      <dl>
        <dt>Site</dt>
        <dd>{summary.url || "(no url)"}</dd>
        <dt>Chains</dt>
        <dd>{chains.length > 0 ? chains.join(", ") : "(none requested)"}</dd>
        <dt>Methods</dt>
        <dd>{summary.methods.length > 0 ? summary.methods.join(", ") : "(none)"}</dd>
        <dt>Account</dt>
        <dd className="mono">{account}</dd>
      </dl>
      <div className="row">
        <button type="button" onClick={onApprove}>
          Approve
        </button>
        <button type="button" className="secondary" onClick={onReject}>
          Reject
        </button>
      </div>
    </section>
  );
}
