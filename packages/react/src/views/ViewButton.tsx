import type { PlainView } from "@foyer/core";
import type { ReactNode } from "react";
import { useFoyer } from "../hooks/useFoyer.js";

export interface ViewButtonProps {
  /** The view the button opens. */
  view: PlainView;
  /**
   * Start the history over at `view` (a flow's last step, whose Back should not return into
   * the flow); by default `view` is pushed, so Back comes here again.
   */
  reset?: boolean;
  className: string;
  "aria-label"?: string;
  children: ReactNode;
}

/** A button that opens another view of the modal. */
export function ViewButton({
  view,
  reset = false,
  className,
  "aria-label": label,
  children,
}: ViewButtonProps) {
  const { router } = useFoyer().stores;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => (reset ? router.reset({ view }) : router.push({ view }))}
    >
      {children}
    </button>
  );
}
