import { describe, expect, it } from "vitest";
import type { PersistedConnection } from "../../persistence/createPersistence.js";
import type { ChainNamespace } from "../../types/chain.js";
import type { AccountStatus } from "../account/accountState.js";
import { restoredAccounts } from "./restoredAccounts.js";

type Stored = Partial<Record<ChainNamespace, PersistedConnection[]>>;
type Disconnected = Partial<Record<ChainNamespace, string[]>>;

const mm = {
  connectorId: "metamask",
  accounts: [
    { address: "0xaaa", type: "eoa" as const },
    { address: "0xbbb", type: "eoa" as const },
  ],
  caipNetworkId: "eip155:1" as const,
  lastUsedAt: 1,
};
const rabby = {
  ...mm,
  connectorId: "rabby",
  accounts: [{ address: "0xccc", type: "eoa" as const }],
  caipNetworkId: "eip155:8453" as const,
  lastUsedAt: 2,
};

describe("the account a returning visitor sees before reconnect settles", () => {
  it.each([
    [
      "connected: the first account of the connection",
      "connected",
      { eip155: [mm] },
      {},
      { eip155: { address: "0xaaa", caipAddress: "eip155:1:0xaaa" } },
    ],
    [
      "the most recently used connection",
      "connected",
      { eip155: [mm, rabby] },
      {},
      { eip155: { address: "0xccc", caipAddress: "eip155:8453:0xccc" } },
    ],
    [
      "skipping one the user disconnected",
      "connected",
      { eip155: [mm, rabby] },
      { eip155: ["rabby"] },
      { eip155: { address: "0xaaa", caipAddress: "eip155:1:0xaaa" } },
    ],
    [
      "none when every one was disconnected",
      "connected",
      { eip155: [mm] },
      { eip155: ["metamask"] },
      {},
    ],
    ["none when the visit ended disconnected", "disconnected", { eip155: [mm] }, {}, {}],
    ["none without a status", undefined, { eip155: [mm] }, {}, {}],
    [
      "none for a connection without accounts",
      "connected",
      { eip155: [{ ...mm, accounts: [] }] },
      {},
      {},
    ],
  ] as [string, AccountStatus | undefined, Stored, Disconnected, object][])(
    "%s",
    (_name, status, stored, disconnected, expected) => {
      expect(restoredAccounts(status, stored, disconnected)).toEqual(expected);
    },
  );
});
