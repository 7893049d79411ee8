import type { Clock, TimerHandle } from "../effects/clock.js";
import type { UserText } from "../i18n/coreText.js";
import { createStore, type Listener } from "../store/createStore.js";

export type ToastVariant = "success" | "error" | "loading";

/** An icon for the toast, named for the renderer to draw (core has no DOM). */
export interface ToastIcon {
  icon: string;
  iconColor?: string;
}

/** Toast state (behaviour §3). `message` and `variant` stay set after hiding so the exit animation can render them. */
export interface ToastState {
  /** Keyed for the modal to translate, or words the caller already chose. */
  message: UserText;
  variant: ToastVariant;
  svg?: ToastIcon;
  open: boolean;
  autoClose: boolean;
}

export interface ToastOptions {
  svg?: ToastIcon;
  /** For an error toast: the failure it reports, which goes to the debug log with it. */
  cause?: unknown;
  /** Hide by itself after the auto-close delay. Defaults to true for success and error, false for loading. */
  autoClose?: boolean;
}

export interface ToastStoreOptions {
  /** How long an auto-closing toast stays open, in ms. Default {@link TOAST_AUTO_CLOSE_MS}. */
  autoCloseMs?: number;
  /**
   * Hears every error toast with the failure behind it, so each failure a person is told of
   * is also in the instance's debug log.
   */
  onError?: (message: UserText, cause: unknown) => void;
}

/** One instance's toast: state to render plus the actions that change it. */
export interface ToastStore {
  getState(): ToastState;
  subscribe(listener: Listener<ToastState>): () => void;
  showSuccess(message: UserText, options?: ToastOptions): void;
  showError(message: UserText, options?: ToastOptions): void;
  showLoading(message: UserText, options?: ToastOptions): void;
  hide(): void;
}

/** Behaviour §4: a toast shown while another is open waits this long after hiding it. */
export const TOAST_RESHOW_DELAY_MS = 150;
/**
 * Foyer's choice (the spec gives none): 2.5 s reads a short message twice
 * without lingering over the view under it.
 */
export const TOAST_AUTO_CLOSE_MS = 2_500;

type Toast = Omit<ToastState, "open">;

const INITIAL: ToastState = { message: "", variant: "success", open: false, autoClose: true };

/**
 * Creates an instance's toast store (behaviour §3, §4). Showing a toast while one
 * is open hides it first and shows the new one 150 ms later, so the change
 * is visible; a further show during that wait replaces the pending toast
 * without restarting the wait. An auto-closing toast hides itself
 * `autoCloseMs` after it opens. Timers run on the injected `clock`.
 */
export function createToastStore(clock: Clock, options: ToastStoreOptions = {}): ToastStore {
  const autoCloseMs = options.autoCloseMs ?? TOAST_AUTO_CLOSE_MS;
  const store = createStore<ToastState>(INITIAL);
  let pending: Toast | undefined;
  let reshowTimer: TimerHandle | undefined;
  let closeTimer: TimerHandle | undefined;

  function clearCloseTimer(): void {
    if (closeTimer !== undefined) clock.clearTimeout(closeTimer);
    closeTimer = undefined;
  }

  function open(toast: Toast): void {
    clearCloseTimer();
    store.setState({ ...toast, open: true });
    if (toast.autoClose) {
      closeTimer = clock.setTimeout(() => {
        closeTimer = undefined;
        store.setState({ open: false });
      }, autoCloseMs);
    }
  }

  function show(variant: ToastVariant, message: UserText, toastOptions: ToastOptions = {}): void {
    const toast: Toast = {
      message,
      variant,
      svg: toastOptions.svg,
      autoClose: toastOptions.autoClose ?? variant !== "loading",
    };
    if (reshowTimer !== undefined) {
      pending = toast;
      return;
    }
    if (!store.getState().open) {
      open(toast);
      return;
    }
    clearCloseTimer();
    store.setState({ open: false });
    pending = toast;
    reshowTimer = clock.setTimeout(() => {
      reshowTimer = undefined;
      const next = pending;
      pending = undefined;
      if (next) open(next);
    }, TOAST_RESHOW_DELAY_MS);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    showSuccess: (message, toastOptions) => show("success", message, toastOptions),
    showError: (message, toastOptions) => {
      options.onError?.(message, toastOptions?.cause);
      show("error", message, toastOptions);
    },
    showLoading: (message, toastOptions) => show("loading", message, toastOptions),
    hide() {
      clearCloseTimer();
      if (reshowTimer !== undefined) clock.clearTimeout(reshowTimer);
      reshowTimer = undefined;
      pending = undefined;
      store.setState({ open: false });
    },
  };
}
