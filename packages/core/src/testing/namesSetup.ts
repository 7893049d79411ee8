/** A Foyer on fakes with a provider server, for the names flows' tests. */
import { vi } from "vitest";
import type { CaipNetwork } from "../types/chain.js";
import { createFakeAdapter, evmConnector } from "./fakeAdapter.js";
import { createFakeFetch } from "./fakeFetch.js";
import { base, mainnet } from "./fixtures.js";
import { setupFoyer } from "./setupFoyer.js";

export const ZONE = "foyer.id";
export const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
export const IDENTITY = `/v1/identity/${ADDRESS.toLowerCase()}`;

/** The fake wallet, its one account a real EVM address. */
export const wallet = () =>
  createFakeAdapter({
    connectors: [evmConnector("metamask")],
    accounts: { metamask: [{ address: ADDRESS, type: "eoa" }] },
  });

export const recordOf = (name: string, avatar?: string) => ({
  name,
  registered: 1_780_000_000,
  updated: 1_780_000_000,
  addresses: { "60": { address: ADDRESS, created: "2026-05-28T10:00:00.000Z" } },
  attributes: avatar === undefined ? {} : { avatar },
});

export function withNameServer(networks: CaipNetwork[] = [mainnet, base]) {
  const fake = createFakeFetch();
  const errorReporter = { report: vi.fn() };
  const setup = setupFoyer(
    {
      networks,
      server: { baseUrl: "http://127.0.0.1:8787", fetch: fake.fetch },
      errorReporter,
    },
    { adapter: wallet() },
  );
  fake.route(IDENTITY, { status: 200, body: { name: null, avatar: null } });
  const names = setup.foyer.names;
  if (!names) throw new Error("no names without a server");
  const signed: string[] = [];
  setup.adapter.signMessage = async ({ message }) => {
    signed.push(message);
    return "0x5151";
  };
  const posts = () => fake.requests.filter((r) => r.url.includes("/v1/profile/account"));
  /** Connected, on the registration view opened from Account (behaviour §2). */
  const openRegistration = async () => {
    await setup.foyer.connect("metamask");
    setup.foyer.open({ view: "Account" });
    setup.foyer.stores.router.push({ view: "RegisterAccountName" });
  };
  return { ...setup, fake, names, signed, posts, openRegistration, errorReporter };
}
