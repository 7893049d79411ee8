import type { ReactNode } from "react";

/** A centred title, body and optional actions: empty, error and waiting states share it. */
export function StatusMessage({
  title,
  body,
  tone = "neutral",
  children,
}: {
  title: string;
  body?: string;
  tone?: "neutral" | "error";
  children?: ReactNode;
}) {
  return (
    <div className="center" role={tone === "error" ? "alert" : undefined}>
      <h3 className={tone === "error" ? "error-text" : undefined}>{title}</h3>
      {body ? <p>{body}</p> : null}
      {children}
    </div>
  );
}
