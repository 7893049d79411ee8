import type { ReactNode } from "react";

/** A message in the page: errors are announced at once (role=alert), the rest politely. */
export function Notice(props: { kind?: "error" | "ok" | "info"; children: ReactNode }) {
  const kind = props.kind ?? "info";
  return (
    <p
      className={`notice${kind === "info" ? "" : ` notice--${kind}`}`}
      role={kind === "error" ? "alert" : "status"}
    >
      {props.children}
    </p>
  );
}
