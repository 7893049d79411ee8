import { describe, expect, it } from "vitest";
import { foyerMessages } from "../../errors/foyerMessages.js";
import { coreText } from "../../i18n/coreText.js";
import { PERSISTENCE_KEYS } from "../../persistence/keys.js";
import { createFakeAdapter, evmConnector } from "../../testing/fakeAdapter.js";
import {
  createFakeEmbeddedWallet,
  type FakeEmbeddedWallet,
} from "../../testing/fakeEmbeddedWallet.js";
import { setupFoyer } from "../../testing/setupFoyer.js";
import { AUTH_ID, setupEmbedded } from "../embeddedLogin.testutil.js";

const SMART = "0x1111111111111111111111111111111111111111";

/** The frame's answers for an undeployed smart account on mainnet, smart accounts on `enabled`. */
function answerSmartAccount(wallet: FakeEmbeddedWallet, enabled: number[]) {
  wallet.answer("getUser", {
    email: "ada@example.com",
    address: SMART,
    chainId: 1,
    accountType: "smartAccount",
    smartAccountDeployed: false,
  });
  wallet.answer("getSmartAccountEnabledNetworks", enabled);
}

/** An email login on mainnet (eip155:1) whose frame reports smart accounts on `enabled`. */
async function signedIn(enabled: number[]) {
  const test = setupEmbedded({}, { address: SMART });
  const { wallet } = test;
  answerSmartAccount(wallet, enabled);
  test.foyer.open();
  await test.foyer.email.connectEmail("ada@example.com");
  await test.foyer.email.submitOtp("123456");
  const smartAccounts = () => test.foyer.stores.embedded.getState().smartAccounts;
  const account = () => test.foyer.stores.accounts.get("eip155");
  return { ...test, smartAccounts, account };
}

describe("account type after an email login (behaviour §3, §4)", () => {
  it("takes the type and deployment from the frame and persists the enabled networks as a comma list", async () => {
    const { account, smartAccounts, storage } = await signedIn([1, 8453]);
    expect(account()).toMatchObject({
      preferredAccountType: "smartAccount",
      smartAccountDeployed: false,
    });
    expect(smartAccounts().enabledNetworks).toEqual([1, 8453]);
    expect(storage.getItem(PERSISTENCE_KEYS.smartAccountEnabledNetworks)).toBe("1,8453");
  });
});

describe("account type switch (behaviour §4)", () => {
  it("goes to the EOA and back on a network with smart accounts, persisting the choice", async () => {
    const { foyer, wallet, account, smartAccounts, storage } = await signedIn([1]);
    await foyer.email.switchAccountType("eoa");
    expect(wallet.callsOf("setPreferredAccountType").map((c) => c.args)).toEqual([["eoa"]]);
    expect(account()?.preferredAccountType).toBe("eoa");
    expect(smartAccounts()).toEqual({ enabledNetworks: [1], switching: false });
    expect(
      JSON.parse(storage.getItem(PERSISTENCE_KEYS.preferredAccountTypes) ?? "{}"),
    ).toMatchObject({
      eip155: "eoa",
    });

    await foyer.email.switchAccountType("smartAccount");
    expect(account()?.preferredAccountType).toBe("smartAccount");
  });

  it("refuses where the network has no smart accounts, without asking the frame", async () => {
    const { foyer, wallet, smartAccounts } = await signedIn([8453]);
    await foyer.email.switchAccountType("eoa");
    expect(smartAccounts().error).toEqual(
      coreText("smartAccountNotEnabled", foyerMessages.smartAccountNotEnabled),
    );
    expect(wallet.callsOf("setPreferredAccountType")).toHaveLength(0);
  });

  it("refuses a switch to the type already acting", async () => {
    const { foyer, wallet, smartAccounts } = await signedIn([1]);
    await foyer.email.switchAccountType("smartAccount");
    expect(smartAccounts().error).toEqual(
      coreText("smartAccountNotEnabled", foyerMessages.smartAccountNotEnabled),
    );
    expect(wallet.callsOf("setPreferredAccountType")).toHaveLength(0);
  });

  it("keeps the type and shows the frame's message when the frame refuses", async () => {
    const { foyer, wallet, account, smartAccounts } = await signedIn([1]);
    wallet.fail(
      "setPreferredAccountType",
      new Error("Smart accounts are not enabled on this network"),
    );
    await foyer.email.switchAccountType("eoa");
    expect(account()?.preferredAccountType).toBe("smartAccount");
    expect(smartAccounts()).toMatchObject({
      switching: false,
      error: "Smart accounts are not enabled on this network",
    });
  });
});

describe("a browser wallet's account type", () => {
  it("is not taken for the embedded wallet's preference: a later email login still asks for the smart account", async () => {
    const wallet = createFakeEmbeddedWallet({ address: SMART });
    answerSmartAccount(wallet, [1]);
    const adapter = createFakeAdapter({
      connectors: [
        evmConnector("metamask"),
        evmConnector(AUTH_ID, { type: "AUTH", name: "Email" }),
      ],
      accounts: {
        metamask: [{ address: "0x2222222222222222222222222222222222222222", type: "eoa" }],
        [AUTH_ID]: [{ address: SMART, type: "eoa" }],
      },
    });
    const { foyer } = setupFoyer({ embeddedWallet: wallet }, { adapter });
    await foyer.connect("metamask");
    await foyer.disconnect();

    foyer.open();
    await foyer.email.connectEmail("ada@example.com");
    await foyer.email.submitOtp("123456");
    const asked = wallet.callsOf("getUser").at(-1)?.args[0] as { preferredAccountType?: string };
    expect(asked.preferredAccountType).toBe("smartAccount");
    expect(foyer.stores.accounts.get("eip155")?.preferredAccountType).toBe("smartAccount");
  });
});
