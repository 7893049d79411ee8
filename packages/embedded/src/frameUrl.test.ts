import { foyerMessages } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import {
  FRAME_DEFAULT_CHAIN_ID,
  FRAME_ELEMENT_ID,
  FRAME_LOGIN_REQUEST_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_SIGN_OUT_WAIT_MS,
} from "./frameConstants.js";
import { buildFrameUrl, frameOriginOf } from "./frameUrl.js";

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("frame URL (behaviour §2)", () => {
  it("carries exactly projectId, chainId, version, enableLogger and rpcUrl", () => {
    const url = buildFrameUrl({
      frameOrigin: "https://wallet.example.com",
      projectId: "demo-project",
      chainId: "eip155:8453",
      enableLogger: true,
      rpcUrl: "https://rpc.example/v1?chainId=eip155:8453",
    });
    expect(new URL(url).origin).toBe("https://wallet.example.com");
    expect(params(url)).toEqual({
      projectId: "demo-project",
      chainId: "eip155:8453",
      version: "4",
      enableLogger: "true",
      rpcUrl: "https://rpc.example/v1?chainId=eip155:8453",
    });
  });

  it("defaults to version 4, eip155:1, logger off, and no rpcUrl", () => {
    const url = buildFrameUrl({ frameOrigin: "https://wallet.example.com", projectId: "p" });
    expect(params(url)).toEqual({
      projectId: "p",
      chainId: FRAME_DEFAULT_CHAIN_ID,
      version: "4",
      enableLogger: "false",
    });
    expect(FRAME_DEFAULT_CHAIN_ID).toBe("eip155:1");
  });

  it("takes an explicit version, a numeric chain and a frame path", () => {
    const url = buildFrameUrl({
      frameOrigin: "http://localhost:4000/ignored/path",
      framePath: "/frame/",
      projectId: "p",
      chainId: 31337,
      version: 5,
    });
    expect(new URL(url).pathname).toBe("/frame/");
    expect(params(url)).toMatchObject({ chainId: "31337", version: "5" });
  });

  it("escapes values instead of letting them add parameters", () => {
    const url = buildFrameUrl({ frameOrigin: "https://w.example", projectId: "p&version=9" });
    expect(params(url)).toMatchObject({ projectId: "p&version=9", version: "4" });
  });
});

describe("frameOriginOf", () => {
  it.each([
    ["https://wallet.example.com/", "https://wallet.example.com"],
    ["https://wallet.example.com:443/frame?x=1", "https://wallet.example.com"],
    ["http://localhost:4000", "http://localhost:4000"],
  ])("%s → %s", (input, origin) => {
    expect(frameOriginOf(input)).toBe(origin);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "not a url"])(
    "refuses %s",
    (input) => {
      expect(() => frameOriginOf(input)).toThrow(
        expect.objectContaining({
          name: "ConfigurationError",
          code: "INVALID_FRAME_ORIGIN",
          shortMessage: foyerMessages.frameOriginNotHttp,
        }),
      );
    },
  );
});

describe("frame constants (behaviour §9)", () => {
  it("spells the spec's values", () => {
    expect(FRAME_ELEMENT_ID).toBe("foyer-embedded-frame");
    expect(FRAME_READY_TIMEOUT_MS).toBe(20_000);
    expect(FRAME_LOGIN_REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(FRAME_READY_DELAY_MS).toBe(500);
    expect(FRAME_SIGN_OUT_WAIT_MS).toBe(3_000);
  });
});
