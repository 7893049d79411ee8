import type { Foyer } from "@foyer/core";
import { type ComponentType, useSyncExternalStore } from "react";
import type { StyleHost } from "./styleHostContext.js";

/** What the dialog's chunk brings: the component, the rules only it uses and the warm-up. */
export interface ModalDialogChunk {
  ModalDialog: ComponentType;
  DIALOG_CSS: string;
  /** The shadow root's style host for the dialog and its views (undefined: `<style>` elements). */
  createStyleHost(root: ShadowRoot): StyleHost | undefined;
  /** Readies the Connect view at idle (data, social chunk, icons); returns the cancel function. */
  warmUpConnectView(foyer: Foyer): () => void;
}

// Module state on purpose, like React.lazy's: it caches code, which the browser's
// module map holds once per page anyway; nothing of an instance lives here.
let loaded: ModalDialogChunk | undefined;
let loading: Promise<ModalDialogChunk> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the dialog's chunk (once; a failed download is tried again on the next
 * call). Safe to call often: the connect button calls it on hover and focus.
 */
export function preloadModalDialog(): Promise<ModalDialogChunk> {
  loading ??= import("./dialogChunk.js").then(
    (chunk) => {
      loaded = chunk;
      for (const listener of listeners) listener();
      return chunk;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;
const none = () => undefined;

/** The dialog's chunk once loaded; re-renders when it arrives. */
export function useModalDialogChunk(): ModalDialogChunk | undefined {
  return useSyncExternalStore(subscribe, current, none);
}
