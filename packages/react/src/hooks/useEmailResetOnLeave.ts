import { useEffect, useRef } from "react";
import { useFoyer } from "./useFoyer.js";

/**
 * Abandons the unfinished email login/update when its view is left, so a late
 * answer cannot pop it back up. The reset is deferred by a task and cancelled
 * by a remount: React's StrictMode (development) unmounts and remounts every
 * effect once on mount, and an immediate reset there wiped the step the view
 * had just been opened for (the code field never showed).
 */
export function useEmailResetOnLeave(): void {
  const foyer = useFoyer();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    return () => {
      pending.current = setTimeout(() => foyer.email.reset(), 0);
    };
  }, [foyer]);
}
