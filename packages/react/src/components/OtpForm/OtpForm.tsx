import type { UserText } from "@foyer/core";
import { type CSSProperties, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useCoreText } from "../../i18n/coreText/useCoreText.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/** The code's digits spaced and centred; inline, as the form ships with the lazy email views. */
const CODE_STYLE: CSSProperties = {
  textAlign: "center",
  letterSpacing: ".4em",
  fontSize: "1.3em",
  fontVariantNumeric: "tabular-nums",
};

/** Behaviour §4: the codes the auth server mails are 6 digits. */
export const OTP_LENGTH = 6;

/** Digits only, at most 6: pasted "123 456" or "Code: 123456" become "123456". */
export function otpDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, OTP_LENGTH);
}

/**
 * One field for a 6-digit code: a single input (not six boxes) so paste,
 * the browser's one-time-code autofill and screen readers all just work.
 * The sixth digit submits; Enter does too. The field takes focus when the
 * form appears: the email form that asked for the code is gone by then, and
 * the user's next keystrokes are the code.
 */
export function OtpForm({
  prompt,
  busy,
  error,
  onSubmit,
}: {
  prompt: string;
  busy: boolean;
  error?: UserText | undefined;
  onSubmit(code: string): void;
}) {
  const messages = useMessages();
  const coreText = useCoreText();
  const [code, setCode] = useState("");
  const promptId = useId();
  const errorId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, []);

  const send = (value: string) => {
    if (!busy && value.length === OTP_LENGTH) {
      onSubmit(value);
      setCode("");
    }
  };

  return (
    <form
      className="email-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send(code);
      }}
    >
      <p id={promptId} className="muted">
        {prompt}
      </p>
      <input
        ref={field}
        className="search"
        style={CODE_STYLE}
        name="otp"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        aria-label={messages.emailCodeLabel}
        aria-describedby={error ? `${promptId} ${errorId}` : promptId}
        aria-invalid={error ? true : undefined}
        value={code}
        readOnly={busy}
        onChange={(event) => {
          const next = otpDigits(event.target.value);
          setCode(next);
          send(next);
        }}
      />
      {error ? (
        <p id={errorId} className="error-text" role="alert">
          {coreText(error)}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={busy || code.length !== OTP_LENGTH}>
        {busy ? messages.emailCodeChecking : messages.emailCodeSubmit}
      </button>
    </form>
  );
}
