import { useEffect, useState } from "react";
import { panelMessages } from "./panelMessages.js";

export type ResultTone = "idle" | "info" | "waiting" | "ok" | "error";

/** Copies `value` to the clipboard; says "Copied" for a moment after. */
function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="copy"
      aria-label={panelMessages.copyLabel(what)}
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? panelMessages.copied : panelMessages.copy}
    </button>
  );
}

/**
 * An action's result in a monospace box: the waiting line, the value (with a copy button) or the
 * error. A live region, so screen readers hear each change.
 */
export function ResultBox(props: {
  testId: string;
  tone: ResultTone;
  text: string;
  /** With a value, a copy button copies it (the signature or hash without its label). */
  copy?: { value: string; what: string } | undefined;
  /** A second line under the first (a receipt under its transaction hash). */
  detail?: { testId: string; text: string } | undefined;
}) {
  const first = (
    <p role="status" className="result__text" data-testid={props.testId}>
      {props.text}
    </p>
  );
  return (
    <div className={`result result--${props.tone}`}>
      {/* One line is the box's own flex item; two stack in a column beside the copy button. */}
      {props.detail ? (
        <div className="result__lines">
          {first}
          <p role="status" className="result__text" data-testid={props.detail.testId}>
            {props.detail.text}
          </p>
        </div>
      ) : (
        first
      )}
      {props.copy ? <CopyButton value={props.copy.value} what={props.copy.what} /> : null}
    </div>
  );
}
