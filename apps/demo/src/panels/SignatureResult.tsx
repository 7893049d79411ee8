import { panelMessages } from "./panelMessages.js";
import { ResultBox } from "./ResultBox.js";
import { type ActionOutcome, describeOutcome } from "./useAction.js";

/** A signing request's result: waiting, the signature with a copy button, or why it failed. */
export function SignatureResult(props: { testId: string; outcome: ActionOutcome<string> }) {
  const { outcome } = props;
  return (
    <ResultBox
      testId={props.testId}
      {...describeOutcome(outcome, {
        waiting: panelMessages.waitingForWallet,
        done: panelMessages.signed,
        failed: panelMessages.notSigned,
      })}
      copy={outcome.state === "done" ? { value: outcome.value, what: "signature" } : undefined}
    />
  );
}
