import {
  createFakeAdapter,
  createFakeEmbeddedWallet,
  evmConnector,
  setupFoyer,
} from "@foyer/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { socialMarkUrl } from "../components/SocialIcon/SocialIcon.js";
import { warmUpConnectView } from "./connectViewWarmup.js";

const preloadEmailFlow = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("@foyer/core/internal", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@foyer/core/internal")>()),
  preloadEmailFlow,
}));

/** The `src` of every image the code under test made. */
function recordImages() {
  const sources: string[] = [];
  const Original = globalThis.Image;
  vi.stubGlobal(
    "Image",
    class extends Original {
      override set src(value: string) {
        sources.push(value);
        super.src = value;
      }
    },
  );
  return sources;
}

function foyerWith(embedded: boolean) {
  const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
  const adapter = createFakeAdapter({
    connectors: [evmConnector("foyer-embedded", { type: "AUTH", name: "Email" })],
    accounts: { "foyer-embedded": [{ address: ADDRESS, type: "eoa" }] },
  });
  const options = embedded
    ? { embeddedWallet: createFakeEmbeddedWallet({ address: ADDRESS }) }
    : {};
  return setupFoyer(options, { adapter }).foyer;
}

/** Idle callbacks run at once, so "at idle" is "now" in these tests. */
function idleNow() {
  vi.stubGlobal("requestIdleCallback", (task: () => void) => {
    task();
    return 1;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  preloadEmailFlow.mockClear();
});

describe("warmUpConnectView", () => {
  it("with an embedded wallet: loads the email flows and decodes the first social buttons' marks at idle", async () => {
    const sources = recordImages();
    const foyer = foyerWith(true);
    idleNow();
    warmUpConnectView(foyer);
    expect(preloadEmailFlow).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(sources).toEqual(
        expect.arrayContaining(["google", "x", "discord"].map((p) => socialMarkUrl(p as "x"))),
      ),
    );
  });

  it("without one: neither the email flows nor the social marks", () => {
    const sources = recordImages();
    const foyer = foyerWith(false);
    idleNow();
    warmUpConnectView(foyer);
    expect(preloadEmailFlow).not.toHaveBeenCalled();
    expect(sources.filter((src) => src.startsWith("data:image/svg+xml"))).toEqual([]);
  });
});
