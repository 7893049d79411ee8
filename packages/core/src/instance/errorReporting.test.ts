import { describe, expect, it } from "vitest";
import { ALERTS } from "../errors/alerts.js";
import { createFakeFetch, flush } from "../testing/fakeFetch.js";
import { base } from "../testing/fixtures.js";
import { setupFoyer } from "../testing/setupFoyer.js";

/** An instance on a fake server whose project answers `isAnalyticsEnabled: projectOn`. */
function instance(hostOptIn: boolean | undefined, projectOn: boolean) {
  const fake = createFakeFetch();
  fake.route("/appkit/v1/config", { status: 200, body: { features: {} } });
  fake.route("/getAnalyticsConfig", {
    status: 200,
    body: { isAnalyticsEnabled: projectOn },
  });
  fake.route("/e", { status: 204 });
  const setup = setupFoyer({
    server: { baseUrl: "http://h", fetch: fake.fetch },
    metadata: { name: "App", description: "", url: "https://dapp.example/app", icons: [] },
    ...(hostOptIn === undefined ? {} : { features: { analytics: hostOptIn } }),
  });
  return { ...setup, fake };
}

/** A host listener that throws: the instance catches it and reports it (behaviour §8). */
async function breakAListener(setup: ReturnType<typeof instance>) {
  setup.foyer.events.on("networkChange", () => {
    throw new Error("host listener broke");
  });
  await setup.foyer.switchNetwork(base);
}

const reports = (setup: ReturnType<typeof instance>) =>
  setup.fake.requests.filter((request) => request.url.startsWith("http://h/e?"));

describe("SDK error reports (behaviour §7 POST /e, §8): only when host and project both say yes", () => {
  it.each([
    ["the host did not opt in (the default)", undefined, true],
    ["the host opted out", false, true],
    ["the project has analytics off", true, false],
  ])("sends nothing when %s", async (_, hostOptIn, projectOn) => {
    const setup = instance(hostOptIn, projectOn);
    await setup.foyer.loadRemoteFeatures();
    await breakAListener(setup);
    await flush();
    expect(reports(setup)).toEqual([]);
    if (hostOptIn !== true) {
      // Without the host's opt-in the server is not even asked.
      expect(setup.fake.requests.some((r) => r.url.includes("getAnalyticsConfig"))).toBe(false);
    }
  });

  it("reports a caught error with its category when both opted in", async () => {
    const setup = instance(true, true);
    await setup.foyer.loadRemoteFeatures();
    await breakAListener(setup);
    await flush();
    const [report] = reports(setup);
    expect(report?.url).toMatch(/^http:\/\/h\/e\?projectId=test-project&st=\w+&sv=/);
    expect(report?.body).toMatchObject({
      url: "https://dapp.example/app",
      domain: "dapp.example",
      props: {
        type: "error",
        event: "INTERNAL_SDK_ERROR",
        errorType: "SDK_ERROR",
        stackTrace: expect.stringContaining("host listener broke"),
      },
    });
  });

  it("raises 'Invalid App Configuration' when the server refuses the page's origin", async () => {
    const setup = instance(true, true);
    setup.fake.route("/e", {
      status: 403,
      body: { message: "Unauthorized: origin not allowed" },
    });
    await setup.foyer.loadRemoteFeatures();
    await breakAListener(setup);
    await flush();
    expect(setup.foyer.stores.alerts.store.getState().alert).toBe(ALERTS.INVALID_APP_CONFIGURATION);
  });
});
