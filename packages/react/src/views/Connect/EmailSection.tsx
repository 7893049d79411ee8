import { type FormEvent, useId, useState } from "react";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useCoreText } from "../../i18n/coreText/useCoreText.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/**
 * Connect's email login form (behaviour §4, §5): the address goes to core, which
 * validates it, applies the 30 s cooldown and asks the embedded wallet;
 * its message (invalid email, 'Please try again after {n} seconds', a frame
 * error) shows under the field. A code on the way moves to EmailLogin.
 */
export function EmailSection() {
  const foyer = useFoyer();
  const messages = useMessages();
  const coreText = useCoreText();
  const login = useStore(foyer.stores.embedded, (s) => s.login);
  const [email, setEmail] = useState("");
  const errorId = useId();
  const sending = login.step === "sending";
  // Errors of the code step belong to the EmailLogin view.
  const error = login.step === "idle" ? login.error : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!sending) void foyer.email.connectEmail(email);
  }

  return (
    <form className="email-form" onSubmit={submit} noValidate aria-busy={sending}>
      <input
        className="search"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        aria-label={messages.emailLabel}
        placeholder={messages.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        readOnly={sending}
      />
      {error ? (
        <p id={errorId} className="error-text" role="alert">
          {coreText(error)}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={sending}>
        {sending ? messages.emailSending : messages.emailContinue}
      </button>
    </form>
  );
}
