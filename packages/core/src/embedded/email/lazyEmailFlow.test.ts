import { afterEach, describe, expect, it, vi } from "vitest";

const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const AUTH_ID = "foyer-embedded";

/**
 * An instance on a fresh module graph, so the email flows' chunk is not loaded yet;
 * `loads()` counts how often that chunk was fetched, `failing` makes the fetch fail.
 */
async function freshFoyer(
  options: { failing?: boolean; emailLoginUsed?: boolean; socialLogin?: boolean } = {},
) {
  vi.resetModules();
  let loads = 0;
  vi.doMock("./emailFlowChunk.js", async (importOriginal) => {
    loads += 1;
    if (options.failing) throw new Error("chunk fetch failed");
    return importOriginal();
  });
  const { setupFoyer } = await import("../../testing/setupFoyer.js");
  const { createFakeAdapter, evmConnector } = await import("../../testing/fakeAdapter.js");
  const { createFakeEmbeddedWallet } = await import("../../testing/fakeEmbeddedWallet.js");
  const { createMemoryStorage } = await import("../../effects/storage.js");
  const wallet = createFakeEmbeddedWallet({ address: ADDRESS });
  const storage = createMemoryStorage();
  if (options.emailLoginUsed) storage.setItem("@foyer/email_login_used", "true");
  if (options.socialLogin) {
    storage.setItem("@foyer/connected_social_provider", "github");
    storage.setItem("@foyer/social_username", "ada");
  }
  const adapter = createFakeAdapter({
    connectors: [evmConnector(AUTH_ID, { type: "AUTH", name: "Email" })],
    accounts: { [AUTH_ID]: [{ address: ADDRESS, type: "eoa" }] },
  });
  const test = setupFoyer({ embeddedWallet: wallet }, { adapter, storage });
  const login = () => test.foyer.stores.embedded.getState().login;
  return { ...test, wallet, login, loads: () => loads };
}

afterEach(() => {
  vi.doUnmock("./emailFlowChunk.js");
});

describe("the email flows' chunk", () => {
  it("is not loaded at start-up for a visitor who never logged in by email; opening the modal loads it", async () => {
    const { foyer, wallet, loads } = await freshFoyer();
    await foyer.reconnect();
    expect(loads()).toBe(0);
    expect(wallet.calls).toHaveLength(0);
    foyer.open();
    await vi.waitFor(() => expect(loads()).toBe(1));
  });

  it("can load ahead of the first open (the modal's idle warm-up); the open then fetches nothing", async () => {
    const { foyer, wallet, loads, login } = await freshFoyer();
    const { preloadEmailFlow } = await import("./lazyEmailFlow.js");
    await preloadEmailFlow();
    expect(loads()).toBe(1);
    foyer.open();
    await foyer.email.connectEmail("ada@example.com");
    expect(loads()).toBe(1);
    expect(wallet.callsOf("connectEmail")[0]?.args).toEqual(["ada@example.com"]);
    expect(login()).toEqual({ step: "verifyOtp", email: "ada@example.com" });
  });

  it("loads at start-up when an email login was used before, to check that session", async () => {
    const { foyer, wallet, loads } = await freshFoyer({ emailLoginUsed: true });
    await foyer.reconnect();
    expect(loads()).toBe(1);
    expect(wallet.callsOf("isConnected")).toHaveLength(1);
  });

  it("loads at start-up after a social login too, and puts the provider and username back", async () => {
    const { foyer, wallet, loads } = await freshFoyer({ socialLogin: true });
    await foyer.reconnect();
    expect(loads()).toBe(1);
    expect(wallet.callsOf("isConnected")).toHaveLength(1);
    const account = foyer.stores.accounts.get("eip155");
    expect(account.user).toEqual({ username: "ada" });
    expect(account.socialProvider).toBe("github");
  });

  it("an action before it is in runs once it is", async () => {
    const { foyer, wallet, login } = await freshFoyer();
    await foyer.email.connectEmail("ada@example.com");
    expect(wallet.callsOf("connectEmail")[0]?.args).toEqual(["ada@example.com"]);
    expect(login()).toEqual({ step: "verifyOtp", email: "ada@example.com" });
  });

  it("leaving the view drops an action still waiting for it", async () => {
    const { foyer, wallet, login } = await freshFoyer();
    const started = foyer.email.connectEmail("ada@example.com");
    foyer.email.reset();
    await started;
    expect(wallet.callsOf("connectEmail")).toHaveLength(0);
    expect(login()).toEqual({ step: "idle" });
  });

  it("a chunk that can't be fetched raises the embedded wallet's load alert; the action resolves", async () => {
    const { foyer, wallet } = await freshFoyer({ failing: true });
    const { ALERTS } = await import("../../errors/alerts.js");
    await foyer.email.connectEmail("ada@example.com");
    expect(wallet.callsOf("connectEmail")).toHaveLength(0);
    expect(foyer.stores.alerts.store.getState().alert).toEqual(ALERTS.IFRAME_LOAD_FAILED);
  });
});
