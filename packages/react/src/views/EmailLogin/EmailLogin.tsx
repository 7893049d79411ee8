import { shortenEmail } from "@foyer/core/internal";
import { OtpForm } from "../../components/OtpForm/OtpForm.js";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useEmailResetOnLeave } from "../../hooks/useEmailResetOnLeave.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useCoreText } from "../../i18n/coreText/useCoreText.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/**
 * The email login after Connect's form (behaviour §4): the new-device wait, the
 * 6-digit code with resend, then connecting. Core holds the step; leaving
 * the view abandons the attempt, so a late answer cannot pop it back up.
 */
export function EmailLogin() {
  const foyer = useFoyer();
  const messages = useMessages();
  const coreText = useCoreText();
  const login = useStore(foyer.stores.embedded, (s) => s.login);

  useEmailResetOnLeave();

  // Behaviour §9: emails over 30 characters are cut with an ellipsis.
  const email = login.email ? shortenEmail(login.email) : "";

  if (login.step === "verifyDevice") {
    return (
      <div className="center">
        <h3>{messages.emailDeviceTitle}</h3>
        <p>{messages.emailDeviceBody(email)}</p>
        <Spinner label={messages.emailWaitingForApproval} />
        {login.error ? (
          <p className="error-text" role="alert">
            {coreText(login.error)}
          </p>
        ) : null}
      </div>
    );
  }
  if (login.step === "verifyOtp" || login.step === "verifying") {
    return (
      <>
        <OtpForm
          prompt={messages.emailCodeSentTo(email)}
          busy={login.step === "verifying"}
          error={login.error}
          onSubmit={(code) => void foyer.email.submitOtp(code)}
        />
        <div className="actions">
          <button
            type="button"
            className="secondary"
            disabled={login.step === "verifying"}
            onClick={() => void foyer.email.resendCode()}
          >
            {messages.emailResend}
          </button>
        </div>
      </>
    );
  }
  if (login.step === "sending" || login.step === "connecting") {
    const label = login.step === "sending" ? messages.emailSending : messages.emailConnecting;
    return (
      <div className="center">
        <h3>{label}</h3>
        <Spinner label={label} />
      </div>
    );
  }
  return (
    <StatusMessage title={messages.emailLoginTitle} body={login.error && coreText(login.error)}>
      <button type="button" className="primary" onClick={() => foyer.goBack()}>
        {messages.emailLoginRestart}
      </button>
    </StatusMessage>
  );
}
