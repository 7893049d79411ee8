import { createApiClient } from "../api/apiClient.js";
import { createBlockchainApi } from "../api/blockchain/blockchainApi.js";
import { createFakeClock } from "./fakeClock.js";
import { createFakeFetch } from "./fakeFetch.js";

export const BASE = "http://127.0.0.1:8787";
export const SOLANA = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";
/** Query suffix every blockchain call carries in these tests. */
export const COMMON = "projectId=p1&st=appkit&sv=0.1.0&clientId=c1";

/** A blockchain API over a fake server that supports eip155:1 and Solana mainnet. */
export function setupBlockchainApi() {
  const fake = createFakeFetch();
  const clock = createFakeClock();
  fake.route("/v1/supported-chains", { status: 200, body: { http: ["eip155:1", SOLANA] } });
  const api = createApiClient({
    baseUrl: BASE,
    projectId: "p1",
    fetch: fake.fetch,
    clock,
    clientId: "c1",
    retryCount: 0,
  });
  const blockchain = createBlockchainApi({ api, clock });
  /** Requests other than the supported-chains lookup. */
  const calls = () => fake.requests.filter((r) => !r.url.includes("/v1/supported-chains"));
  return { fake, clock, blockchain, calls };
}
