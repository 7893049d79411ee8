import { describeRequest } from "../requests.js";
import type { SessionRequest } from "../sessionTypes.js";
import { summarizeRequest } from "../summaries.js";

interface Props {
  request: SessionRequest;
  dAppName: string;
  onAnswer(approved: boolean): void;
}

export function RequestCard({ request, dAppName, onAnswer }: Props) {
  const summary = summarizeRequest(request);
  return (
    <section className="card" aria-label={`Request from ${dAppName}`}>
      <h2>
        {dAppName}: {describeRequest(summary)}
      </h2>
      <dl>
        <dt>Method</dt>
        <dd className="mono">{summary.method}</dd>
        <dt>Chain</dt>
        <dd>{summary.chainId}</dd>
      </dl>
      <pre>{JSON.stringify(summary.params, null, 2)}</pre>
      <div className="row">
        <button type="button" onClick={() => onAnswer(true)}>
          Approve request
        </button>
        <button type="button" className="secondary" onClick={() => onAnswer(false)}>
          Reject request
        </button>
      </div>
    </section>
  );
}
