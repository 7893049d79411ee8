import type { Clock, TimerHandle } from "../effects/clock.js";
import { createStore, type Store } from "../store/createStore.js";

/** How long the modal shakes to refuse an action (behaviour §9 "shake 500 ms"). */
export const SHAKE_DURATION_MS = 500;

/** The modal flags (behaviour §2 "Modal flags: open, loading, shake"). */
export interface ModalState {
  open: boolean;
  loading: boolean;
  shake: boolean;
}

export interface Modal {
  store: Store<ModalState>;
  setOpen(open: boolean): void;
  setLoading(loading: boolean): void;
  /** Shakes for {@link SHAKE_DURATION_MS}; shaking again restarts the time. */
  shake(): void;
}

/** Creates the modal flags of one instance; the shake timer runs on the injected clock. */
export function createModal(clock: Clock): Modal {
  const store = createStore<ModalState>({ open: false, loading: false, shake: false });
  let shakeTimer: TimerHandle | undefined;
  return {
    store,
    setOpen: (open) => store.setState({ open }),
    setLoading: (loading) => store.setState({ loading }),
    shake() {
      if (shakeTimer !== undefined) clock.clearTimeout(shakeTimer);
      store.setState({ shake: true });
      shakeTimer = clock.setTimeout(() => {
        shakeTimer = undefined;
        store.setState({ shake: false });
      }, SHAKE_DURATION_MS);
    },
  };
}
