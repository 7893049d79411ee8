/**
 * Whether the server is shutting down. From the first SIGTERM on, `/ready` answers 503 (so a
 * load balancer takes the instance out of rotation) and every response closes its connection
 * (so no kept-alive connection outlives the drain), while requests are still served.
 */
export interface Lifecycle {
  draining(): boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    draining: () => draining,
    startDraining() {
      draining = true;
    },
  };
}
