import { describe, expect, it } from "vitest";
import { UNKNOWN_WALLET_ERROR, WalletError } from "../errors/walletError.js";
import { base } from "../testing/fixtures.js";
import { settle, setupFoyer } from "../testing/setupFoyer.js";

const entries = (text: string) =>
  text === "" ? [] : text.split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the instance's log (behaviour §9)", () => {
  it("keeps only errors by default: a failed balance fetch is there, the connect is not", async () => {
    const { foyer, adapter } = setupFoyer();
    adapter.getBalance = async () => {
      throw new WalletError("The wallet returned an error", {
        code: UNKNOWN_WALLET_ERROR,
        details: { token: "eyJ-secret", method: "eth_getBalance" },
      });
    };
    await foyer.connect("metamask");
    await settle();
    const logged = entries(await foyer.readLogs());
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "error",
      msg: "The wallet returned an error",
      error: { details: { method: "eth_getBalance", token: "[redacted]" } },
    });
    expect(await foyer.readLogs()).not.toContain("eyJ-secret");
  });

  it("a host that raises the level reads what happened: connected, network changed, disconnected", async () => {
    const { foyer } = setupFoyer();
    foyer.setLogLevel("info");
    await foyer.connect("metamask");
    await foyer.switchNetwork(base);
    await foyer.disconnect();
    expect(entries(await foyer.readLogs()).map((e) => e.msg)).toEqual([
      "connected",
      "network changed",
      "disconnected",
    ]);
    expect(entries(await foyer.readLogs())[0]).toMatchObject({
      namespace: "eip155",
      connectorId: "metamask",
      network: "eip155:1",
    });
  });

  it("takes the level as a createFoyer option, and refuses an unknown one", () => {
    const { foyer } = setupFoyer({ logLevel: "silent" });
    foyer.setLogLevel("error");
    expect(() => setupFoyer({ logLevel: "verbose" as never })).toThrow(
      expect.objectContaining({ name: "ConfigurationError", code: "INVALID_LOG_LEVEL" }),
    );
    expect(() => foyer.setLogLevel("loud" as never)).toThrow(
      expect.objectContaining({ code: "INVALID_LOG_LEVEL" }),
    );
  });
});
