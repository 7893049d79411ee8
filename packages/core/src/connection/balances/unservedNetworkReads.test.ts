import { describe, expect, it } from "vitest";
import { buildRpcProxyUrl } from "../../api/rpc/rpcConfig.js";
import { createFakeFetch } from "../../testing/fakeFetch.js";
import { mainnet } from "../../testing/fixtures.js";
import { settle, setupFoyer } from "../../testing/setupFoyer.js";

const SERVER = "http://127.0.0.1:8787";
/** Ethereum read through the provider server's proxy, as an app on Foyer lists it. */
const proxiedMainnet = {
  ...mainnet,
  rpcUrls: {
    default: {
      http: [
        buildRpcProxyUrl({ baseUrl: SERVER, caipNetworkId: "eip155:1", projectId: "test-project" }),
      ],
    },
  },
};

/** Connected on Ethereum; the server's supported chains are `served`. */
async function connectedWhereServed(served: string[]) {
  const fake = createFakeFetch();
  fake.route("/v1/supported-chains", { status: 200, body: { http: served } });
  const setup = setupFoyer({
    networks: [proxiedMainnet],
    server: { baseUrl: SERVER, fetch: fake.fetch },
  });
  let reads = 0;
  setup.adapter.getBalance = async () => {
    reads += 1;
    return { balance: "1.5", symbol: "ETH" };
  };
  await setup.foyer.connect("metamask");
  return { ...setup, reads: () => reads, fake };
}

describe("chain reads of a network the server does not serve", () => {
  it("reads the balance through the proxy of a network the server serves", async () => {
    const t = await connectedWhereServed(["eip155:1"]);
    await expect.poll(() => t.foyer.stores.accounts.get("eip155").balance).toBe("1.5");
    expect(t.reads()).toBe(1);
  });

  it("asks nothing of the proxy for a network the server leaves out", async () => {
    const t = await connectedWhereServed(["eip155:31337"]);
    await expect
      .poll(() => t.fake.requests.some((r) => r.url.includes("/v1/supported-chains")))
      .toBe(true);
    await settle();
    expect(t.reads()).toBe(0);
    expect(t.foyer.stores.accounts.get("eip155").balance).toBeUndefined();
  });
});
