import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBlankPage } from "./blankPage.js";
import { type Browser, launchBrowser } from "./browser.js";
import { startWorld, type World } from "./world.js";

describe("the demo dApp in Chromium", () => {
  let world: World;
  let browser: Browser;

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("shows the devnet's chain id and a block number read through the server's proxy", async () => {
    const page = await browser.context.newPage();
    await page.goto(world.demoUrl);
    await expect.poll(() => page.getByTestId("chain-id").textContent()).toBe("31337");
    const block = await page.getByTestId("block-number").textContent();
    expect(block).toMatch(/^\d+$/);
    const onChain = await fetch(world.devnet.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] }),
    }).then((r) => r.json() as Promise<{ result: string }>);
    expect(BigInt(block ?? "-1")).toBeLessThanOrEqual(BigInt(onChain.result));
    await expect.poll(() => page.getByTestId("server-health").textContent()).toBe("ok (pglite)");
  });

  it("is refused by the server from an origin the demo project does not allow", async () => {
    const foreign = await serveBlankPage();
    try {
      const page = await browser.context.newPage();
      await page.goto(foreign.url);
      const answer = await page.evaluate(async (serverUrl) => {
        const response = await fetch(`${serverUrl}/projects/v1/origins?projectId=demo`);
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }, world.server.url);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe("Unauthorized: origin not allowed");
    } finally {
      await foreign.close();
    }
  });
});
