import { describe, expect, it, vi } from "vitest";
import { createFakeFetch, flush } from "../testing/fakeFetch.js";
import { ADDRESS, IDENTITY, wallet, withNameServer as withServer } from "../testing/namesSetup.js";
import { setupFoyer } from "../testing/setupFoyer.js";

describe("the account's profile name (behaviour §3, §9)", () => {
  it("is looked up once per address through /v1/identity and shown", async () => {
    const { foyer, fake } = withServer();
    fake.route(IDENTITY, {
      status: 200,
      body: { name: "alice.foyer.id", avatar: "https://img.example/a.png" },
    });
    await foyer.connect("metamask");
    // The lookup waits for the account-data chunk's import.
    await vi.waitFor(() =>
      expect(foyer.stores.accounts.get("eip155")).toMatchObject({
        profileName: "alice.foyer.id",
        profileImage: "https://img.example/a.png",
      }),
    );
    await foyer.switchNetwork("eip155:8453");
    await flush();
    const asked = fake.requests.filter((r) => r.url.includes("/v1/identity/"));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toContain(`${IDENTITY}?sender=${ADDRESS.toLowerCase()}`);
  });

  it("comes from the persisted identity cache for 5 min, then is asked again", async () => {
    const first = withServer();
    first.fake.route(IDENTITY, {
      status: 200,
      body: { name: "alice.foyer.id", avatar: null },
    });
    await first.foyer.connect("metamask");
    await vi.waitFor(() =>
      expect(first.foyer.stores.accounts.get("eip155").profileName).toBe("alice.foyer.id"),
    );

    // A reload: same storage, a new instance.
    const fake = createFakeFetch();
    const reloaded = setupFoyer(
      { server: { baseUrl: "http://127.0.0.1:8787", fetch: fake.fetch } },
      { storage: first.storage, clock: first.clock, adapter: wallet() },
    );
    fake.route(IDENTITY, { status: 200, body: { name: null, avatar: null } });
    await reloaded.foyer.connect("metamask");
    await vi.waitFor(() =>
      expect(reloaded.foyer.stores.accounts.get("eip155").profileName).toBe("alice.foyer.id"),
    );
    expect(fake.requests.filter((r) => r.url.includes("/v1/identity/"))).toHaveLength(0);

    await reloaded.foyer.disconnect();
    first.clock.advance(5 * 60_000);
    await reloaded.foyer.connect("metamask");
    await vi.waitFor(() =>
      expect(reloaded.foyer.stores.accounts.get("eip155").profileName).toBeNull(),
    );
    expect(fake.requests.filter((r) => r.url.includes("/v1/identity/"))).toHaveLength(1);
  });

  it("keeps the address showing when the lookup fails, and reports it", async () => {
    const { foyer, fake, errorReporter } = withServer();
    fake.route(IDENTITY, { status: 400, body: { code: "X", error: "x", message: "x" } });
    await foyer.connect("metamask");
    await vi.waitFor(() => expect(errorReporter.report).toHaveBeenCalled());
    expect(foyer.stores.accounts.get("eip155").profileName).toBeUndefined();
  });
});
