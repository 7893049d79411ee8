import type { FoyerAlert } from "../errors/alerts.js";
import { createStore, type Store } from "../store/createStore.js";

/** The alert the modal shows in place of its content (behaviour §8 alerts). */
export interface AlertState {
  alert?: FoyerAlert;
}

export interface Alerts {
  store: Store<AlertState>;
  raise(alert: FoyerAlert): void;
  dismiss(): void;
}

/** Creates the alert slot of one instance: one alert at a time, the latest wins. */
export function createAlerts(): Alerts {
  const store = createStore<AlertState>({});
  return {
    store,
    raise: (alert) => store.setState({ alert }),
    dismiss: () => store.setState({ alert: undefined }),
  };
}
