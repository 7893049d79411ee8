import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../../effects/storage.js";
import { buildSiwxMessage, messageData } from "../../siwx/buildMessage.js";
import { createLocalSiwx } from "../../siwx/localSiwx.js";
import type { SiwxSession } from "../../siwx/types.js";
import { createFakeClock } from "../../testing/fakeClock.js";
import { EMBEDDED_ADDRESS as ADDRESS, setupEmbedded } from "../embeddedLogin.testutil.js";
import type { EmbeddedGetUserOptions } from "../embeddedWallet.js";

const START = Date.parse("2026-01-01T00:00:00.000Z");

/** What the frame signs with the login: the app's fields, the wallet's account and chain, its time. */
function frameSigned(options: EmbeddedGetUserOptions, tamper = ""): SiwxSession {
  if (!options.siwxMessage) throw new Error("no SIWX message travelled with get-user");
  const message = buildSiwxMessage(
    { accountAddress: ADDRESS, chainId: "eip155:1" },
    { ...options.siwxMessage, issuedAtMs: START },
  );
  return {
    data: messageData(message),
    message: message.serializedMessage + tamper,
    signature: "0xframe",
  };
}

function setup(withSiwx = true) {
  const clock = createFakeClock(START);
  const storage = createMemoryStorage();
  const siwx = withSiwx
    ? createLocalSiwx({
        storage,
        clock,
        domain: "app.test",
        uri: "https://app.test/",
        statement: "Hi",
      })
    : undefined;
  const test = setupEmbedded(siwx ? { siwx } : {}, { clock, storage });
  test.foyer.open();
  return { ...test, siwx };
}

/** Logs in by code while the frame answers get-user with `answer(options)`. */
async function logIn(
  { foyer, wallet }: ReturnType<typeof setup>,
  answer: (options: EmbeddedGetUserOptions) => object,
) {
  wallet.hold("getUser");
  await foyer.email.connectEmail("ada@example.com");
  const submitted = foyer.email.submitOtp("123456");
  await expect.poll(() => wallet.callsOf("getUser").length).toBe(1);
  const call = wallet.callsOf("getUser")[0];
  const options = (call?.args[0] ?? {}) as EmbeddedGetUserOptions;
  call?.resolve({ email: "ada@example.com", address: ADDRESS, chainId: 1, ...answer(options) });
  await submitted;
  return options;
}

describe("email login with SIWX (behaviour §5: one step, no second approval)", () => {
  it("the app's message travels with get-user; the session the frame signed is kept and nothing else is asked", async () => {
    const test = setup();
    const options = await logIn(test, (o) => ({ signedIn: frameSigned(o) }));
    expect(options.chainId).toBe("eip155:1");
    expect(options.siwxMessage).toMatchObject({ domain: "app.test", uri: "https://app.test/" });
    expect(options.siwxMessage?.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    // Account, chain and Issued At are the frame's to fill in.
    expect(options.siwxMessage).not.toHaveProperty("accountAddress");
    expect(options.siwxMessage).not.toHaveProperty("issuedAt");
    const { foyer, adapter, siwx } = test;
    expect(foyer.isConnected()).toBe(true);
    expect(foyer.stores.router.current().view).not.toBe("SIWXSignMessage");
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    expect(adapter.calls.some((c) => c.startsWith("signMessage:"))).toBe(false);
    expect(await siwx?.getSessions("eip155:1", ADDRESS)).toHaveLength(1);
    expect(foyer.siwx.getSession()?.data.accountAddress).toBe(ADDRESS);
  });

  it("a frame that signed nothing leaves the sign view to ask after connect", async () => {
    const test = setup();
    await logIn(test, () => ({}));
    expect(test.foyer.isConnected()).toBe(true);
    expect(test.foyer.stores.router.current().view).toBe("SIWXSignMessage");
  });

  it("a session the config refuses falls back to the sign view", async () => {
    const test = setup();
    await logIn(test, (o) => ({ signedIn: frameSigned(o, "\n") }));
    expect(test.foyer.stores.router.current().view).toBe("SIWXSignMessage");
    expect(test.foyer.siwx.getSession()).toBeUndefined();
  });

  it("without SIWX no message travels", async () => {
    const test = setup(false);
    const options = await logIn(test, () => ({}));
    expect(options).toEqual({ chainId: "eip155:1", preferredAccountType: "smartAccount" });
    expect(test.foyer.isConnected()).toBe(true);
  });
});
