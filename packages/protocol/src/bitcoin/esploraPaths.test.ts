import { describe, expect, it } from "vitest";
import { BITCOIN_REGTEST } from "./bitcoinNetworks.js";
import { esploraBaseUrl, esploraProxyUrl, isAllowedEsploraPath } from "./esploraPaths.js";

const ADDRESS = "bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk";
const TXID = "a".repeat(64);
const SCRIPT_HASH = "b".repeat(64);

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
    ["GET", `/address/${ADDRESS}/txs/chain`, true],
    ["GET", `/address/${ADDRESS}/txs/chain/${TXID}`, true],
    ["GET", `/address/${ADDRESS}/txs/mempool`, true],
    ["GET", `/scripthash/${SCRIPT_HASH}`, true],
    ["GET", `/scripthash/${SCRIPT_HASH}/txs`, true],
    ["GET", `/scripthash/${SCRIPT_HASH}/txs/chain/${TXID}`, true],
    ["GET", `/scripthash/${SCRIPT_HASH}/utxo`, true],
    ["GET", `/tx/${TXID}/outspends`, true],
    ["GET", `/tx/${TXID}/outspend/1`, true],
    ["GET", `/tx/${TXID}/merkle-proof`, true],
    ["GET", "/blocks", true],
    ["GET", "/blocks/120", true],
    ["GET", "/block-height/120", true],
    ["GET", `/block/${TXID}`, true],
    ["GET", `/block/${TXID}/status`, true],
    ["GET", `/block/${TXID}/txids`, true],
    ["GET", `/block/${TXID}/header`, true],
    ["GET", `/block/${TXID}/txs/25`, true],
    ["GET", "/mempool", true],
    ["GET", "/mempool/txids", true],
    ["GET", "/mempool/recent", true],
    ["GET", "/v1/fees/recommended", true],
    ["GET", "/tx", false],
    ["POST", "/mine", false],
    ["GET", `/address/${ADDRESS}/../../mine`, false],
    ["GET", `/tx/${TXID.toUpperCase()}`, false],
    ["GET", `/tx/${TXID}/raw`, false],
    ["GET", `/block/${TXID}/raw`, false],
    ["GET", `/scripthash/${SCRIPT_HASH}/txs/chain/nothex`, false],
    ["GET", "/block-height/-1", false],
    ["POST", `/address/${ADDRESS}`, false],
    ["POST", "/v1/fees/recommended", false],
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

describe("esploraBaseUrl", () => {
  it("puts the project and the network in the path, so Esplora paths follow it", () => {
    expect(
      esploraBaseUrl({
        serverUrl: "http://127.0.0.1:3001/",
        caipNetworkId: BITCOIN_REGTEST,
        projectId: "p 1",
      }),
    ).toBe("http://127.0.0.1:3001/v1/esplora/p%201/bip122:0f9188f13cb7b2c71f2a335e3a4fc328");
  });
});
