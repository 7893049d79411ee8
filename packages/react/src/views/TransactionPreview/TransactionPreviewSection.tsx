import { useId } from "react";
import { usePreviewMessages } from "../../i18n/usePreviewMessages.js";
import { ShadowStyle } from "../../modal/shadowStyles.js";
import type { TransactionPreviewModel } from "./useTransactionPreview.js";

/** Shipped with the reviews that show a preview, not in the modal's first stylesheet. */
const PREVIEW_CSS =
  ".tx-preview{display:flex;flex-direction:column;gap:6px;text-align:start}" +
  ".tx-preview h4{margin:0;font-size:.8em;color:var(--foyer-muted);text-transform:uppercase;letter-spacing:.04em}" +
  ".tx-preview ul,.tx-preview ol{margin:0;padding-inline-start:18px;overflow-wrap:anywhere}" +
  ".tx-preview p{margin:0;overflow-wrap:anywhere}" +
  ".tx-preview .out{color:var(--foyer-error)}" +
  ".tx-preview .warning{padding:8px 10px;border:1px solid var(--foyer-error);border-radius:var(--foyer-radius-small)}" +
  ".tx-preview label{display:flex;gap:8px;align-items:center}";

/**
 * What the transaction would do, from the server's simulation, above Confirm: the account's
 * balance changes (or that it would fail, or could not be simulated), each call in words,
 * and the warnings the person ticks as read before the wallet is asked.
 */
export function TransactionPreviewSection({ preview }: { preview: TransactionPreviewModel }) {
  const m = usePreviewMessages();
  const headingId = useId();
  const { state } = preview;
  const view = state.status === "ready" ? state.view : undefined;
  return (
    <section
      className="tx-preview"
      aria-labelledby={headingId}
      aria-busy={state.status === "simulating"}
      data-testid="balance-changes"
    >
      <ShadowStyle css={PREVIEW_CSS} />
      <h4 id={headingId}>{m.balanceChanges}</h4>
      {view === undefined ? (
        <p className="muted">{m.simulating}</p>
      ) : view.status === "changes" ? (
        <ul>
          {view.changes.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the answer's, in its order
            <li key={index} className={line.direction} data-testid="balance-change">
              {line.text}
            </li>
          ))}
        </ul>
      ) : view.status === "none" ? (
        <p className="muted">{m.noBalanceChanges}</p>
      ) : view.status === "fails" ? (
        <p className="error-text" role="alert">
          {m.wouldFail}
        </p>
      ) : (
        <p className="muted">{m.couldNotSimulate}</p>
      )}
      {view?.detail ? <p className="muted">{view.detail}</p> : null}
      {view && view.calls.length > 0 ? (
        <>
          <h4>{m.whatItDoes}</h4>
          <ol data-testid="decoded-calls">
            {view.calls.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the calls are the batch's, in its order
              <li key={index}>{text}</li>
            ))}
          </ol>
        </>
      ) : null}
      {view && view.warnings.length > 0 ? (
        <>
          {view.warnings.map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the warnings follow the calls' order
            <p key={index} className="warning" role="alert">
              {text}
            </p>
          ))}
          <label>
            <input
              type="checkbox"
              checked={preview.acknowledged}
              onChange={(event) => preview.acknowledge(event.currentTarget.checked)}
            />
            {m.acknowledgeWarning}
          </label>
        </>
      ) : null}
    </section>
  );
}
