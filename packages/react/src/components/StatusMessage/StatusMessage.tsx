import type { UserText } from "@foyer/core";
import type { ReactNode } from "react";
import { useCoreText } from "../../i18n/coreText/useCoreText.js";

/**
 * A centred title, body and optional actions: empty, error and waiting states share it.
 * A title or body core wrote (an error) shows in the modal's language.
 */
export function StatusMessage({
  title,
  body,
  tone = "neutral",
  children,
}: {
  title: UserText;
  body?: UserText | undefined;
  tone?: "neutral" | "error";
  children?: ReactNode;
}) {
  const coreText = useCoreText();
  return (
    <div className="center" role={tone === "error" ? "alert" : undefined}>
      <h3 className={tone === "error" ? "error-text" : undefined}>{coreText(title)}</h3>
      {body ? <p>{coreText(body)}</p> : null}
      {children}
    </div>
  );
}
