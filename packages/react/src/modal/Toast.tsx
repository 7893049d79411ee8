import { Spinner } from "../components/Spinner/Spinner.js";
import { useFoyer } from "../hooks/useFoyer.js";
import { useStore } from "../hooks/useStore.js";
import { useCoreText } from "../i18n/coreText/useCoreText.js";

/** The instance's toast; core decides when it opens, closes and swaps. */
export function Toast() {
  const toast = useStore(useFoyer().stores.toast, (s) => s);
  const coreText = useCoreText();
  if (!toast.open) return null;
  return (
    <div className="toast" role="status" aria-live="polite" data-variant={toast.variant}>
      {toast.variant === "loading" ? (
        <Spinner label={coreText(toast.message)} />
      ) : (
        <span className="dot" aria-hidden="true" />
      )}
      <span>{coreText(toast.message)}</span>
    </div>
  );
}
