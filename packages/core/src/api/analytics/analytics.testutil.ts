import { createFakeClock } from "../../testing/fakeClock.js";
import { fakeApiClient } from "../fakeApiClient.testutil.js";
import { createAnalytics } from "./analytics.js";

/**
 * Analytics (on unless `enabled` says otherwise) for client `c1` on a fake fetch and clock, on
 * a page of dapp.example; every event's id is `id-1`.
 */
export function setupAnalytics(enabled?: boolean) {
  const { fake, clock, api } = fakeApiClient({
    clock: createFakeClock(1_700_000_000_000),
    clientId: "c1",
  });
  const analytics = createAnalytics({
    api,
    clock,
    ...(enabled === undefined ? {} : { enabled }),
    page: () => ({ url: "https://dapp.example/swap", domain: "dapp.example" }),
    randomId: () => "id-1",
  });
  return { fake, clock, analytics };
}
