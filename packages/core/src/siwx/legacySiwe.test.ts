import { describe, expect, it, vi } from "vitest";
import { messages } from "../errors/messages.js";
import { createFakeAdapter, evmConnector } from "../testing/fakeAdapter.js";
import { setupFoyer } from "../testing/setupFoyer.js";
import { type SiweConfig, siwxFromSiweConfig } from "./legacySiwe.js";

const ADDRESS = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";

function legacy(patch: Partial<SiweConfig> = {}): SiweConfig {
  let session: { address: string; chainId: number } | null = null;
  return {
    getMessageParams: async () => ({
      domain: "app.test",
      uri: "https://app.test/",
      statement: "Hi",
    }),
    getNonce: vi.fn(async () => "legacyNonce1"),
    createMessage: vi.fn((args) => `custom:${args.address}:${args.chainId}:${args.nonce}`),
    verifyMessage: vi.fn(async ({ message }) => {
      session = { address: ADDRESS, chainId: 1 };
      return message.startsWith("custom:");
    }),
    getSession: async () => session,
    signOut: vi.fn(async () => {
      session = null;
      return true;
    }),
    required: true,
    ...patch,
  };
}

describe("legacy siweConfig mapped onto SIWX", () => {
  it("the host's createMessage writes the text; nonce and numeric chain id are passed in", async () => {
    const siwe = legacy();
    const siwx = siwxFromSiweConfig(siwe);
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: "eip155:1" });
    expect(message.serializedMessage).toBe(`custom:${ADDRESS}:1:legacyNonce1`);
    expect(message).toMatchObject({ domain: "app.test", statement: "Hi", nonce: "legacyNonce1" });
    expect(siwx.getRequired()).toBe(true);
  });

  it("addSession verifies; a false verdict is a signing error", async () => {
    const siwx = siwxFromSiweConfig(legacy({ verifyMessage: async () => false }));
    await expect(
      siwx.addSession({ data: {} as never, message: "x", signature: "0x" }),
    ).rejects.toThrow(messages.signMessageFailed);
  });

  it("sessions come from getSession; revoking and emptying sign out", async () => {
    const siwe = legacy();
    const siwx = siwxFromSiweConfig(siwe);
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: "eip155:1" });
    const { serializedMessage, ...data } = message;
    await siwx.addSession({ data, message: serializedMessage, signature: "0xsig" });
    expect(await siwx.getSessions("eip155:1", ADDRESS.toLowerCase())).toHaveLength(1);
    expect(await siwx.getSessions("eip155:10", ADDRESS)).toEqual([]);
    await siwx.revokeSession("eip155:1", ADDRESS);
    expect(siwe.signOut).toHaveBeenCalledOnce();
    expect(await siwx.getSessions("eip155:1", ADDRESS)).toEqual([]);
  });

  it("is EVM only: another namespace is a setup failure", async () => {
    const siwx = siwxFromSiweConfig(legacy());
    await expect(
      siwx.createMessage({
        accountAddress: "GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1",
        chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      }),
    ).rejects.toThrow(messages.authInitFailed);
  });

  it("createFoyer({ siweConfig }) drives the same flow", async () => {
    const adapter = createFakeAdapter({
      connectors: [evmConnector("metamask")],
      accounts: { metamask: [{ address: ADDRESS, type: "eoa" }] },
    });
    const siwe = legacy();
    const { foyer } = setupFoyer({ siweConfig: siwe }, { adapter });
    await foyer.connect("metamask");
    expect(foyer.stores.router.current().view).toBe("SIWXSignMessage");
    expect(foyer.close()).toBe(false);
    await foyer.siwx.signIn();
    expect(siwe.verifyMessage).toHaveBeenCalledWith({
      message: `custom:${ADDRESS}:1:legacyNonce1`,
      signature: "0xsignature",
    });
    expect(foyer.stores.modal.store.getState().open).toBe(false);
  });
});
