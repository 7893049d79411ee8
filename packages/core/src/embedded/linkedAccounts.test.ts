import { describe, expect, it, vi } from "vitest";
import { createFakeAdapter, evmConnector } from "../testing/fakeAdapter.js";
import { createFakeEmbeddedWallet } from "../testing/fakeEmbeddedWallet.js";
import { createFakeSocialPopups } from "../testing/fakeSocialPopups.js";
import { base, mainnet, solanaMainnet } from "../testing/fixtures.js";
import { setupFoyer } from "../testing/setupFoyer.js";

const EVM = "0x52908400098527886E0F7030069857D2E4169EE7";
const SOLANA = "HHto4g3DfiX4bcWiZLciZ73M4GKQsb4owkiuyQkipxEE";

function setup(solanaAddress: string | undefined) {
  const wallet = createFakeEmbeddedWallet({ address: EVM });
  wallet.answer("getUser", { email: "ada@example.com", address: EVM, chainId: 1, solanaAddress });
  const social = { email: null, address: EVM, chainId: 1, userName: "ada", solanaAddress };
  wallet.answer("connectSocial", social);
  const popups = createFakeSocialPopups();
  const evm = createFakeAdapter({
    connectors: [evmConnector("foyer-embedded", { type: "AUTH", name: "Email" })],
    accounts: { "foyer-embedded": [{ address: EVM, type: "eoa" }] },
  });
  const solana = createFakeAdapter({
    namespace: "solana",
    connectors: [{ id: "foyer-embedded-solana", name: "Email", chain: "solana", type: "AUTH" }],
    accounts: { "foyer-embedded-solana": [{ address: SOLANA, type: "eoa" }] },
  });
  const test = setupFoyer(
    {
      embeddedWallet: wallet,
      socialPopups: popups,
      networks: [mainnet, base, solanaMainnet],
      adapters: [evm, solana],
    },
    { adapter: evm },
  );
  return { ...test, solana, wallet, popups };
}

describe("email login with the wallet's Solana account (one session, both namespaces)", () => {
  it("connects the Solana AUTH connector too, and leaves the EVM account on screen", async () => {
    const { foyer, solana } = setup(SOLANA);
    await foyer.email.connectEmail("ada@example.com");
    await foyer.email.submitOtp("123456");
    expect(solana.calls).toContain("connect:foyer-embedded-solana");
    expect(foyer.stores.accounts.get("solana").address).toBe(SOLANA);
    expect(foyer.stores.accounts.get("eip155").address).toBe(EVM);
    expect(foyer.stores.networks.store.getState().activeNamespace).toBe("eip155");
  });

  it("leaves Solana out when the wallet reports no Solana account", async () => {
    const { foyer, solana } = setup(undefined);
    await foyer.email.connectEmail("ada@example.com");
    await foyer.email.submitOtp("123456");
    expect(solana.calls).not.toContain("connect:foyer-embedded-solana");
    expect(foyer.stores.accounts.get("solana").address).toBeUndefined();
    expect(foyer.stores.accounts.get("eip155").address).toBe(EVM);
  });
});

describe("social login with the wallet's Solana account", () => {
  it("connects the Solana AUTH connector too, as an email login does", async () => {
    const { foyer, solana, wallet, popups } = setup(SOLANA);
    foyer.open();
    const done = foyer.social.connectSocial("github");
    await vi.waitFor(() => expect(wallet.callsOf("getSocialRedirectUri")).toHaveLength(1));
    popups.opened[0]?.handOver(
      "http://127.0.0.1:8787/auth/v1/embedded/social/callback?code=a&state=b",
    );
    await done;
    expect(solana.calls).toContain("connect:foyer-embedded-solana");
    expect(foyer.stores.accounts.get("solana").address).toBe(SOLANA);
    expect(foyer.stores.accounts.get("eip155").address).toBe(EVM);
    expect(foyer.stores.networks.store.getState().activeNamespace).toBe("eip155");
  });
});

describe("Sign In With Farcaster with the wallet's Solana account", () => {
  it("connects the Solana AUTH connector too, as an email login does", async () => {
    const { foyer, solana, wallet } = setup(SOLANA);
    wallet.answer("getFarcasterUri", { url: "https://relay.example/~/sign-in-with-farcaster" });
    wallet.answer("connectFarcaster", { userName: "lovelace" });
    foyer.open({ view: "ConnectingFarcaster" });
    await foyer.farcaster.connectFarcaster();
    expect(solana.calls).toContain("connect:foyer-embedded-solana");
    expect(foyer.stores.accounts.get("solana").address).toBe(SOLANA);
    expect(foyer.stores.accounts.get("eip155").address).toBe(EVM);
    expect(foyer.stores.accounts.get("eip155").user).toEqual({ username: "lovelace" });
  });
});
