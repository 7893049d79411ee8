import type { UserText } from "@foyer/core";
import { useCoreText } from "../i18n/coreText/useCoreText.js";

/**
 * What stops a form or its preview (a refusal, a failed step), in the visitor's language and
 * announced to screen readers; nothing while there is none.
 */
export function FormAlert({ text }: { text: UserText | undefined }) {
  const coreText = useCoreText();
  if (!text) return null;
  return (
    <p role="alert" className="error-text" style={{ margin: 0 }}>
      {coreText(text)}
    </p>
  );
}
