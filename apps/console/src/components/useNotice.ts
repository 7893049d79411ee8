import { useCallback, useState } from "react";
import { errorText } from "../api/errorText.js";

export type NoticeState = { kind: "ok" | "error"; text: string } | undefined;

/**
 * The one notice a view shows about its last action. `act` runs an admin call: on success the
 * notice says what it did (the text `work` returns) and `then` runs (a reload); on a refusal the
 * notice says why, and nothing else changes.
 */
export function useNotice(): {
  notice: NoticeState;
  setNotice: (notice: NoticeState) => void;
  act: (work: () => Promise<string>, then?: () => void) => Promise<void>;
} {
  const [notice, setNotice] = useState<NoticeState>();
  const act = useCallback(async (work: () => Promise<string>, then?: () => void) => {
    try {
      const text = await work();
      setNotice({ kind: "ok", text });
      then?.();
    } catch (error) {
      setNotice({ kind: "error", text: errorText(error) });
    }
  }, []);
  return { notice, setNotice, act };
}
