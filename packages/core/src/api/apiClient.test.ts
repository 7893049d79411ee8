import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION } from "./apiClient.js";
import { FAKE_API_BASE, fakeApiClient } from "./fakeApiClient.testutil.js";

const BASE = FAKE_API_BASE;

describe("common query params (behaviour §7)", () => {
  it("blockchain calls add projectId, st, sv and clientId after their own params", async () => {
    const { fake, api } = fakeApiClient({ sdkType: "foyer", sdkVersion: "9.9.9", clientId: "c1" });
    await api.blockchain.get("/v1/x", { query: { chainId: "eip155:1" } });
    expect(fake.requests[0]?.url).toBe(
      `${BASE}/v1/x?chainId=eip155%3A1&projectId=p1&st=foyer&sv=9.9.9&clientId=c1`,
    );
  });

  it("st defaults to 'appkit', sv to the package version, clientId left out when unknown", async () => {
    const { fake, api } = fakeApiClient();
    await api.blockchain.get("/v1/x");
    expect(DEFAULT_SDK_TYPE).toBe("appkit");
    expect(fake.requests[0]?.url).toBe(
      `${BASE}/v1/x?projectId=p1&st=appkit&sv=${DEFAULT_SDK_VERSION}`,
    );
  });

  it("the default sv is the version in package.json", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    expect(DEFAULT_SDK_VERSION).toBe(pkg.version);
  });

  it("analytics carries projectId, st, sv; project routes only projectId", async () => {
    const { fake, api } = fakeApiClient({ clientId: "c1" });
    await api.analytics.post("/e", {});
    await api.project.get("/projects/v1/origins");
    expect(fake.requests.map((r) => r.url)).toEqual([
      `${BASE}/e?projectId=p1&st=appkit&sv=${DEFAULT_SDK_VERSION}`,
      `${BASE}/projects/v1/origins?projectId=p1`,
    ]);
  });
});
