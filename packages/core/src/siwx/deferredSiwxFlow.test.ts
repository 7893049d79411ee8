import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../effects/storage.js";
import { messages } from "../errors/messages.js";
import { setupFoyer } from "../testing/setupFoyer.js";
import type { SiweConfig } from "./legacySiwe.js";
import { createLocalSiwx } from "./localSiwx.js";
import type { SiwxConfig, SiwxSession } from "./types.js";

const siweConfig = (required: boolean): SiweConfig => ({
  getNonce: async () => "abcdefgh1",
  createMessage: () => "message",
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
  required,
});

describe("sign-in flow loaded on start (first-load size)", () => {
  it("without siwx or siweConfig: off, checks skip, actions say 'SIWX is not enabled'", async () => {
    const { foyer } = setupFoyer();
    expect(foyer.stores.siwx.getState()).toMatchObject({ enabled: false, required: false });
    await expect(foyer.siwx.signIn()).rejects.toMatchObject({
      shortMessage: messages.siwxNotEnabled,
    });
    await expect(foyer.siwx.cancel()).rejects.toMatchObject({
      shortMessage: messages.siwxNotEnabled,
    });
    await expect(foyer.siwx.signOut()).rejects.toMatchObject({
      shortMessage: messages.siwxNotEnabled,
    });
    await foyer.connect("metamask");
    expect(foyer.stores.router.current().view).not.toBe("SIWXSignMessage");
  });

  it("shows the configured required flag and statement before the flow has arrived", () => {
    const siwx = createLocalSiwx({
      storage: createMemoryStorage(),
      required: true,
      statement: "Welcome",
    });
    const { foyer } = setupFoyer({ siwx });
    expect(foyer.stores.siwx.getState()).toMatchObject({
      enabled: true,
      required: true,
      statement: "Welcome",
      status: "idle",
    });
  });

  it("takes `required` from a legacy siweConfig", () => {
    expect(setupFoyer({ siweConfig: siweConfig(true) }).foyer.stores.siwx.getState()).toMatchObject(
      { enabled: true, required: true },
    );
    expect(
      setupFoyer({ siweConfig: siweConfig(false) }).foyer.stores.siwx.getState().required,
    ).toBe(false);
  });

  it("mirrors the loaded flow's state: signing in shows the session in the instance's store", async () => {
    const kept: SiwxSession[] = [];
    const siwx: SiwxConfig = {
      async createMessage({ accountAddress, chainId }) {
        const data = {
          accountAddress,
          chainId,
          domain: "app.test",
          uri: "https://app.test",
          version: "1",
          nonce: "abcdefgh1",
          issuedAt: "2026-01-01T00:00:00.000Z",
        };
        return { ...data, serializedMessage: `sign in as ${accountAddress}` };
      },
      addSession: async (session) => {
        kept.push(session);
      },
      getSessions: async () => [...kept],
      setSessions: async () => {},
      revokeSession: async () => {},
      getRequired: () => false,
    };
    const { foyer } = setupFoyer({ siwx });
    await foyer.connect("metamask");
    expect(foyer.stores.router.current().view).toBe("SIWXSignMessage");
    const session = await foyer.siwx.signIn();
    expect(session?.data.accountAddress).toBe("0xmetamask");
    expect(foyer.stores.siwx.getState().session).toEqual(session);
    expect(foyer.siwx.getSession()).toEqual(session);
  });
});
