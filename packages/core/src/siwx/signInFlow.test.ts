import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage, type KeyValueStorage } from "../effects/storage.js";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";
import { createFakeAdapter, evmConnector, type FakeAdapter } from "../testing/fakeAdapter.js";
import { createFakeClock, type FakeClock } from "../testing/fakeClock.js";
import { flush } from "../testing/fakeFetch.js";
import { base, mainnet, solanaMainnet } from "../testing/fixtures.js";
import { setupFoyer } from "../testing/setupFoyer.js";
import { createLocalSiwx, type LocalSiwxOptions } from "./localSiwx.js";

const ADDRESS = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
const START = Date.parse("2026-01-01T00:00:00.000Z");

interface Shared {
  storage: KeyValueStorage;
  clock: FakeClock;
  adapter: FakeAdapter;
}

function shared(): Shared {
  return {
    storage: createMemoryStorage(),
    clock: createFakeClock(START),
    adapter: createFakeAdapter({
      connectors: [evmConnector("metamask")],
      accounts: { metamask: [{ address: ADDRESS.toLowerCase(), type: "eoa" }] },
    }),
  };
}

function setup(siwxPatch: Partial<LocalSiwxOptions> = {}, env: Shared = shared()) {
  const siwx = createLocalSiwx({
    storage: env.storage,
    clock: env.clock,
    domain: "app.test",
    uri: "https://app.test/",
    statement: "Sign in to Test",
    ...siwxPatch,
  });
  const test = setupFoyer({ siwx }, env);
  return { ...test, siwx, env };
}

const view = (foyer: ReturnType<typeof setupFoyer>["foyer"]) => foyer.stores.router.current().view;
const isOpen = (foyer: ReturnType<typeof setupFoyer>["foyer"]) =>
  foyer.stores.modal.store.getState().open;

describe("sign-in flow (behaviour §4)", () => {
  it("after connect without a session, SIWXSignMessage opens", async () => {
    const { foyer } = setup();
    foyer.open();
    await foyer.connect("metamask");
    expect(view(foyer)).toBe("SIWXSignMessage");
    expect(isOpen(foyer)).toBe(true);
    expect(foyer.stores.siwx.getState()).toMatchObject({
      enabled: true,
      status: "idle",
      session: undefined,
    });
  });

  it("Sign: the wallet signs the EIP-4361 text, the session is stored and the modal closes", async () => {
    const { foyer, adapter, siwx } = setup();
    await foyer.connect("metamask");
    const session = await foyer.siwx.signIn();
    const signed = adapter.calls.find((c) => c.startsWith("signMessage:"));
    expect(signed).toContain(
      `app.test wants you to sign in with your Ethereum account:\n${ADDRESS}\n`,
    );
    expect(session).toMatchObject({ signature: "0xsignature", data: { chainId: "eip155:1" } });
    expect(await siwx.getSessions("eip155:1", ADDRESS)).toEqual([session]);
    expect(foyer.siwx.getSession()).toEqual(session);
    expect(isOpen(foyer)).toBe(false);
    expect(view(foyer)).toBe("Connect");
  });

  it("shows the signing state while the wallet is asked", async () => {
    const { foyer, adapter } = setup();
    await foyer.connect("metamask");
    let release: (signature: string) => void = () => {};
    adapter.signMessage = () => new Promise((resolve) => (release = resolve));
    const pending = foyer.siwx.signIn();
    await flush();
    expect(foyer.stores.siwx.getState().status).toBe("signing");
    release("0xsig");
    await pending;
    expect(foyer.stores.siwx.getState().status).toBe("idle");
  });

  it("a refused signature: 'Error signing message' toast and the view reopens", async () => {
    const { foyer, adapter } = setup({ required: false });
    await foyer.connect("metamask");
    adapter.signMessage = async () => {
      throw new Error("User rejected");
    };
    foyer.close();
    expect(await foyer.siwx.signIn()).toBeUndefined();
    expect(foyer.stores.toast.getState()).toMatchObject({
      open: true,
      variant: "error",
      message: coreText("signMessageFailed", messages.signMessageFailed),
    });
    expect(view(foyer)).toBe("SIWXSignMessage");
    expect(isOpen(foyer)).toBe(true);
    expect(foyer.siwx.getSession()).toBeUndefined();
  });

  it("a session the config refuses also reads as a signing error", async () => {
    const { foyer, siwx } = setup();
    await foyer.connect("metamask");
    siwx.addSession = vi.fn().mockRejectedValue(new Error("SIGNATURE_INVALID"));
    await foyer.siwx.signIn();
    expect(foyer.stores.toast.getState().message).toEqual(
      coreText("signMessageFailed", messages.signMessageFailed),
    );
    expect(view(foyer)).toBe("SIWXSignMessage");
  });

  it("a setup failure (nonce unavailable): toast, disconnect, reset to Connect", async () => {
    const { foyer } = setup({ getNonce: () => Promise.reject(new Error("nonce server down")) });
    await foyer.connect("metamask");
    await foyer.siwx.signIn();
    expect(foyer.stores.toast.getState()).toMatchObject({
      variant: "error",
      message: coreText("authInitFailed", messages.authInitFailed),
    });
    expect(foyer.isConnected()).toBe(false);
    expect(view(foyer)).toBe("Connect");
    expect(isOpen(foyer)).toBe(false);
  });

  it("required and no session: the view can't be closed; after signing it can", async () => {
    const { foyer } = setup({ required: true });
    await foyer.connect("metamask");
    expect(foyer.close()).toBe(false);
    expect(isOpen(foyer)).toBe(true);
    await foyer.siwx.signIn();
    foyer.open({ view: "SIWXSignMessage" });
    expect(foyer.close()).toBe(true);
  });

  it("cancel while required disconnects", async () => {
    const { foyer } = setup({ required: true });
    await foyer.connect("metamask");
    await foyer.siwx.cancel();
    expect(foyer.isConnected()).toBe(false);
    expect(view(foyer)).toBe("Connect");
    expect(isOpen(foyer)).toBe(false);
  });

  it("cancel while optional just closes, still connected", async () => {
    const { foyer } = setup({ required: false });
    await foyer.connect("metamask");
    await foyer.siwx.cancel();
    expect(foyer.isConnected()).toBe(true);
    expect(isOpen(foyer)).toBe(false);
  });

  it("switching to a network without a session asks for a new signature", async () => {
    const { foyer } = setup();
    await foyer.connect("metamask");
    await foyer.siwx.signIn();
    await foyer.switchNetwork("eip155:8453");
    await flush();
    expect(view(foyer)).toBe("SIWXSignMessage");
    expect(isOpen(foyer)).toBe(true);
    expect(foyer.siwx.getSession()).toBeUndefined();
  });

  it("switching back to a signed network asks nothing", async () => {
    const { foyer, adapter } = setup();
    await foyer.connect("metamask");
    await foyer.siwx.signIn();
    await foyer.switchNetwork("eip155:8453");
    await flush();
    await foyer.siwx.signIn();
    await foyer.switchNetwork("eip155:1");
    await flush();
    expect(isOpen(foyer)).toBe(false);
    expect(foyer.siwx.getSession()?.data.chainId).toBe("eip155:1");
    expect(adapter.calls.filter((c) => c.startsWith("signMessage:"))).toHaveLength(2);
  });

  it("cancel while required on an unsigned network switches back to the last signed one", async () => {
    const { foyer, adapter } = setup({ required: true });
    await foyer.connect("metamask");
    await foyer.siwx.signIn();
    await foyer.switchNetwork("eip155:8453");
    await flush();
    expect(view(foyer)).toBe("SIWXSignMessage");
    await foyer.siwx.cancel();
    await flush();
    expect(adapter.calls).toContain("switchNetwork:metamask:eip155:1");
    expect(foyer.isConnected()).toBe(true);
    expect(foyer.stores.networks.store.getState().activeNetworks.eip155?.caipNetworkId).toBe(
      "eip155:1",
    );
    expect(isOpen(foyer)).toBe(false);
    expect(foyer.siwx.getSession()?.data.chainId).toBe("eip155:1");
  });

  it("the wallet moving to another account or network on its own also asks again", async () => {
    const { foyer, adapter } = setup();
    await foyer.connect("metamask");
    await foyer.siwx.signIn();
    adapter.emit("chainChanged", { connectorId: "metamask", caipNetworkId: "eip155:8453" });
    await flush();
    expect(view(foyer)).toBe("SIWXSignMessage");
  });

  it("reconnecting with a stored, unexpired session asks for no signature", async () => {
    const env = shared();
    const first = setup({ expiresInMs: 3_600_000 }, env);
    await first.foyer.connect("metamask");
    await first.foyer.siwx.signIn();
    first.foyer.destroy();

    const second = setup({ expiresInMs: 3_600_000 }, env);
    await second.foyer.reconnect();
    await flush();
    expect(second.foyer.isConnected()).toBe(true);
    expect(isOpen(second.foyer)).toBe(false);
    expect(second.foyer.siwx.getSession()?.data.accountAddress).toBe(ADDRESS);
    expect(env.adapter.calls.filter((c) => c.startsWith("signMessage:"))).toHaveLength(1);
  });

  it("reconnecting after the session expired asks again", async () => {
    const env = shared();
    const first = setup({ expiresInMs: 3_600_000 }, env);
    await first.foyer.connect("metamask");
    await first.foyer.siwx.signIn();
    first.foyer.destroy();
    env.clock.advance(3_600_000);

    const second = setup({ expiresInMs: 3_600_000 }, env);
    await second.foyer.reconnect();
    await flush();
    expect(view(second.foyer)).toBe("SIWXSignMessage");
    expect(isOpen(second.foyer)).toBe(true);
  });

  it("signing out revokes the session; required asks again", async () => {
    const { foyer, siwx } = setup({ required: true });
    await foyer.connect("metamask");
    await foyer.siwx.signIn();
    await foyer.siwx.signOut();
    expect(await siwx.getSessions("eip155:1", ADDRESS)).toEqual([]);
    expect(view(foyer)).toBe("SIWXSignMessage");
    expect(foyer.close()).toBe(false);
  });

  it("without SIWX, connect just closes and sign-in calls throw 'SIWX is not enabled'", async () => {
    const { foyer } = setupFoyer({}, shared());
    foyer.open();
    await foyer.connect("metamask");
    expect(isOpen(foyer)).toBe(false);
    expect(foyer.stores.siwx.getState().enabled).toBe(false);
    await expect(foyer.siwx.signIn()).rejects.toThrow(messages.siwxNotEnabled);
    await expect(foyer.siwx.cancel()).rejects.toThrow(messages.siwxNotEnabled);
    await expect(foyer.siwx.signOut()).rejects.toThrow(messages.siwxNotEnabled);
  });

  it("a session store that can't be read reads as no session (the user can still sign)", async () => {
    const { foyer, siwx } = setup();
    siwx.getSessions = vi.fn().mockRejectedValue(new Error("down"));
    await foyer.connect("metamask");
    expect(view(foyer)).toBe("SIWXSignMessage");
  });

  it("solana signs the CAIP-122 text", async () => {
    const adapter = createFakeAdapter({
      namespace: "solana",
      connectors: [{ id: "phantom", name: "Phantom", chain: "solana", type: "INJECTED" }],
      accounts: {
        phantom: [{ address: "GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1", type: "eoa" }],
      },
    });
    const env = { ...shared(), adapter };
    const siwx = createLocalSiwx({
      storage: env.storage,
      clock: env.clock,
      domain: "app.test",
      uri: "https://app.test/",
    });
    const { foyer } = setupFoyer({ siwx, networks: [solanaMainnet] }, env);
    await foyer.connect("phantom");
    expect(view(foyer)).toBe("SIWXSignMessage");
    await foyer.siwx.signIn();
    const signed = adapter.calls.find((c) => c.startsWith("signMessage:")) ?? "";
    expect(signed).toContain("app.test wants you to sign in with your Solana account:\nGwAF45");
    expect(signed).toContain("\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n");
    expect(isOpen(foyer)).toBe(false);
  });

  it("a wallet that answers on a network the app doesn't list is not asked to sign", async () => {
    const env = shared();
    const siwx = createLocalSiwx({
      storage: env.storage,
      clock: env.clock,
      domain: "app.test",
      uri: "https://app.test/",
    });
    const connect = env.adapter.connect.bind(env.adapter);
    env.adapter.connect = async (id, options) => ({
      ...(await connect(id, options)),
      caipNetwork: base,
    });
    const { foyer } = setupFoyer({ siwx, networks: [mainnet], allowUnsupportedChain: true }, env);
    foyer.open();
    await foyer.connect("metamask");
    expect(foyer.isConnected()).toBe(true);
    expect(view(foyer)).not.toBe("SIWXSignMessage");
    expect(isOpen(foyer)).toBe(false);
  });
});
