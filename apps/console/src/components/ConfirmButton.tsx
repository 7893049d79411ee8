import { useEffect, useRef, useState } from "react";

/**
 * A destructive action in two steps: the button asks, then Confirm does it (focus moves there,
 * Escape or Cancel steps back). `busy` disables it while the call runs.
 */
export function ConfirmButton(props: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm(): void;
  busy?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button
        ref={opener}
        type="button"
        className="danger"
        disabled={props.busy}
        onClick={() => setAsking(true)}
      >
        {props.label}
      </button>
    );
  }
  return (
    // Escape anywhere in the question cancels it.
    <fieldset
      className="button-row confirm"
      aria-label={props.question}
      onKeyDown={(event) => {
        if (event.key === "Escape") setAsking(false);
      }}
    >
      <span>{props.question}</span>
      <button
        ref={confirm}
        type="button"
        className="danger"
        onClick={() => {
          setAsking(false);
          props.onConfirm();
        }}
      >
        {props.confirmLabel}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </fieldset>
  );
}
