import { describePreview, type PreviewView, type TransactionPreview } from "@foyer/core/internal";
import { useEffect, useState } from "react";
import { useFoyer } from "../../hooks/useFoyer.js";
import { usePreviewMessages } from "../../i18n/usePreviewMessages.js";

/**
 * How long a review waits for the preview before it says it could not simulate: the devnet
 * answers in about 10 ms, a public network's upstream in well under a second.
 */
export const PREVIEW_TIMEOUT_MS = 8_000;

/** The review's preview: asked, or told (a preview that failed or timed out is `unavailable`). */
export type TransactionPreviewState =
  | { status: "simulating" }
  | { status: "ready"; view: PreviewView; callCount: number };

/** What the review needs of the preview: its state, and whether Confirm must wait. */
export interface TransactionPreviewModel {
  state: TransactionPreviewState;
  acknowledged: boolean;
  acknowledge(read: boolean): void;
  /** Warnings are shown and not yet marked read: the wallet is not asked until they are. */
  blocked: boolean;
}

/**
 * Asks `load` (the server's preview of what the review will send) once per `load`, and
 * tells the answer in the modal's language. Undefined `load`: there is nothing to preview
 * (a network the preview does not serve), and nothing is shown or blocked.
 */
export function useTransactionPreview(
  load: (() => Promise<TransactionPreview>) | undefined,
  callCount: number,
): TransactionPreviewModel | undefined {
  const foyer = useFoyer();
  const messages = usePreviewMessages();
  const [answer, setAnswer] = useState<{
    for: typeof load;
    preview: TransactionPreview | undefined;
  }>();
  const [acknowledged, acknowledge] = useState(false);

  useEffect(() => {
    if (!load) return;
    let current = true;
    acknowledge(false);
    const settle = (preview: TransactionPreview | undefined) => {
      if (current) setAnswer({ for: load, preview });
    };
    const timer = foyer.clock.setTimeout(() => settle(undefined), PREVIEW_TIMEOUT_MS);
    // A refusal or an unreachable server: the review says it could not simulate.
    load().then(settle, () => settle(undefined));
    return () => {
      current = false;
      foyer.clock.clearTimeout(timer);
    };
  }, [foyer, load]);

  if (!load) return undefined;
  const state: TransactionPreviewState =
    answer?.for === load
      ? { status: "ready", view: describePreview(answer.preview, callCount, messages), callCount }
      : { status: "simulating" };
  const warned = state.status === "ready" && state.view.warnings.length > 0;
  return { state, acknowledged, acknowledge, blocked: warned && !acknowledged };
}
