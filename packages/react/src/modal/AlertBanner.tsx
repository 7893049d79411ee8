import { useId } from "react";
import { useFoyer } from "../hooks/useFoyer.js";
import { useStore } from "../hooks/useStore.js";
import { useAlertTexts, useShellMessages } from "../i18n/catalogueContext.js";

/**
 * The instance's alert (behaviour §8): short message as title, long as body, in
 * the active language by the alert's code. It
 * shows whether or not the modal is open, since some alerts (no project id)
 * are raised instead of opening it.
 */
export function AlertBanner() {
  const foyer = useFoyer();
  const messages = useShellMessages();
  const alerts = useAlertTexts();
  const alert = useStore(foyer.stores.alerts.store, (s) => s.alert);
  const titleId = useId();
  if (!alert) return null;
  // By code: the translation's texts for this alert, else core's English, which it carries.
  const translated = alerts?.[alert.code];
  const title = translated?.title ?? alert.shortMessage;
  const body = translated?.body ?? alert.longMessage;
  return (
    <section
      className="alert"
      role={alert.type === "error" ? "alert" : "status"}
      aria-labelledby={titleId}
      data-type={alert.type}
    >
      <div>
        <h2 id={titleId}>{title}</h2>
        <p>{body}</p>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={messages.dismiss}
        onClick={() => foyer.stores.alerts.dismiss()}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
