import { shortenEmail } from "@foyer/core/internal";
import { type FormEvent, useId, useRef, useState } from "react";
import { OtpForm } from "../../components/OtpForm/OtpForm.js";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { useEmailResetOnLeave } from "../../hooks/useEmailResetOnLeave.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useFoyerAccount } from "../../hooks/useFoyerAccount.js";
import { useStore } from "../../hooks/useStore.js";
import { useCoreText } from "../../i18n/coreText/useCoreText.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/**
 * Changing the embedded wallet's email (behaviour §4): the new address, a code to
 * the current one, then a code to the new one; core stores the new email and
 * goes back when the second code is accepted.
 */
export function UpdateEmailWallet() {
  const foyer = useFoyer();
  const messages = useMessages();
  const coreText = useCoreText();
  const account = useFoyerAccount();
  const update = useStore(foyer.stores.embedded, (s) => s.update);
  const [email, setEmail] = useState("");
  const errorId = useId();
  const otpStep = useRef<"primaryOtp" | "secondaryOtp">("primaryOtp");

  useEmailResetOnLeave();

  if (update.step === "sending") {
    return (
      <div className="center">
        <Spinner label={messages.emailSending} />
      </div>
    );
  }
  if (update.step !== "enterEmail") {
    // "verifying" keeps the prompt of the code being checked.
    if (update.step === "primaryOtp" || update.step === "secondaryOtp")
      otpStep.current = update.step;
    const primary = otpStep.current === "primaryOtp";
    return (
      <OtpForm
        // A new form per step, so the first code never lingers in the second field.
        key={otpStep.current}
        prompt={
          primary
            ? messages.updateEmailCodeCurrent(shortenEmail(account.email ?? ""))
            : messages.updateEmailCodeNew(shortenEmail(update.newEmail ?? ""))
        }
        busy={update.step === "verifying"}
        error={update.error}
        onSubmit={(code) => void foyer.email.submitUpdateOtp(code)}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void foyer.email.updateEmail(email);
  }

  return (
    <form className="email-form" onSubmit={submit} noValidate>
      <input
        className="search"
        type="email"
        name="email"
        autoComplete="email"
        aria-label={messages.updateEmailNewLabel}
        placeholder={messages.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={update.error ? true : undefined}
        aria-describedby={update.error ? errorId : undefined}
      />
      {update.error ? (
        <p id={errorId} className="error-text" role="alert">
          {coreText(update.error)}
        </p>
      ) : null}
      <button type="submit" className="primary">
        {messages.emailContinue}
      </button>
    </form>
  );
}
