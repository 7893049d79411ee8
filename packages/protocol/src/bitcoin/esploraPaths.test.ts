import { describe, expect, it } from "vitest";
import { BITCOIN_REGTEST } from "./bitcoinNetworks.js";
import { esploraProxyUrl, isAllowedEsploraPath } from "./esploraPaths.js";

const ADDRESS = "bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk";
const TXID = "a".repeat(64);

describe("isAllowedEsploraPath (the proxy's allow-list)", () => {
  it.each([
    ["GET", `/address/${ADDRESS}`, true],
    ["GET", `/address/${ADDRESS}/utxo`, true],
    ["GET", `/address/${ADDRESS}/txs`, true],
    ["GET", `/tx/${TXID}`, true],
    ["GET", `/tx/${TXID}/status`, true],
    ["GET", `/tx/${TXID}/hex`, true],
    ["GET", "/fee-estimates", true],
    ["GET", "/blocks/tip/height", true],
    ["GET", "/blocks/tip/hash", true],
    ["POST", "/tx", true],
    ["GET", "/tx", false],
    ["POST", "/mine", false],
    ["GET", "/mempool", false],
    ["GET", `/address/${ADDRESS}/../../mine`, false],
    ["GET", `/tx/${TXID.toUpperCase()}`, false],
    ["GET", `/tx/${TXID}/merkle-proof`, false],
    ["POST", `/address/${ADDRESS}`, false],
  ])("%s %s → %s", (method, path, allowed) => {
    expect(isAllowedEsploraPath(method, path)).toBe(allowed);
  });
});

describe("esploraProxyUrl", () => {
  it("puts the path under the proxy and the network and project in the query", () => {
    expect(
      esploraProxyUrl({
        serverUrl: "http://127.0.0.1:3001/",
        caipNetworkId: BITCOIN_REGTEST,
        projectId: "p1",
        path: "/fee-estimates",
      }),
    ).toBe(
      "http://127.0.0.1:3001/v1/bitcoin/esplora/fee-estimates?chainId=bip122%3A0f9188f13cb7b2c71f2a335e3a4fc328&projectId=p1",
    );
  });
});
