import { createFakeClock, type FakeClock } from "../testing/fakeClock.js";
import { createFakeFetch } from "../testing/fakeFetch.js";
import { type ApiClientOptions, createApiClient } from "./apiClient.js";

/** The provider server's base URL in these tests. */
export const FAKE_API_BASE = "http://h";

/**
 * An API client for project `p1` on a fake fetch, as the client's tests build it: `fake` records
 * the requests and replays the answers, `clock` is the client's. `options` overrides the rest
 * (SDK type and version, client id, retries).
 */
export function fakeApiClient(
  options: Partial<Omit<ApiClientOptions, "fetch" | "clock">> & { clock?: FakeClock } = {},
) {
  const fake = createFakeFetch();
  const { clock = createFakeClock(), ...rest } = options;
  const api = createApiClient({
    baseUrl: FAKE_API_BASE,
    projectId: "p1",
    ...rest,
    fetch: fake.fetch,
    clock,
  });
  return { fake, clock, api };
}
