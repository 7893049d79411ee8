import { AppEvents } from "@foyer/embedded";
import { describe, expect, it } from "vitest";
import { gateMessage } from "../src/gate/messageGate.js";
import { isAllowedOrigin, originSet, parentOriginOf } from "../src/gate/origins.js";

const APP = "https://app.example";
const allowed = originSet([APP, "http://localhost:5173/"]);
const parent = { name: "the embedding window" };
const otherWindow = { name: "a popup or another frame" };
const goodMessage = {
  type: AppEvents.CONNECT_EMAIL,
  id: "3b241101-e2bb-4255-8caf-4136c566a962",
  payload: { email: "ada@example.com" },
};

describe("the message gate: source AND origin AND schema", () => {
  it("accepts the parent's message from an allowed origin with a valid payload", () => {
    const result = gateMessage({ data: goodMessage, origin: APP, source: parent }, parent, allowed);
    expect(result).toEqual({ accepted: true, message: goodMessage, origin: APP });
  });

  it.each([
    ["another window", { source: otherWindow }, "foreign source"],
    ["no source at all", { source: null }, "foreign source"],
    ["a foreign origin", { origin: "https://evil.example" }, "foreign origin"],
    ["a look-alike origin", { origin: "https://app.example.evil.example" }, "foreign origin"],
    ["the allowed host over http", { origin: "http://app.example" }, "foreign origin"],
    ["an opaque origin", { origin: "null" }, "foreign origin"],
    ["an origin with a trailing slash", { origin: `${APP}/` }, "foreign origin"],
    [
      "an unknown event",
      { data: { ...goodMessage, type: "@foyer/app/steal-key" } },
      "invalid message",
    ],
    ["a reply type", { data: { ...goodMessage, type: "@foyer/frame/ready" } }, "invalid message"],
    ["a bad payload", { data: { ...goodMessage, payload: { email: "nope" } } }, "invalid message"],
    ["a non-uuid id", { data: { ...goodMessage, id: "1" } }, "invalid message"],
    [
      "a disallowed rpc method",
      { data: { type: AppEvents.RPC_REQUEST, payload: { method: "eth_sign", params: [] } } },
      "invalid message",
    ],
    ["a string", { data: "hello" }, "invalid message"],
  ] as const)("ignores a message from %s", (_, change, reason) => {
    const event = { data: goodMessage, origin: APP, source: parent, ...change };
    expect(gateMessage(event, parent, allowed)).toEqual({ accepted: false, reason });
  });
});

describe("origins", () => {
  it.each([
    [APP, true],
    ["http://localhost:5173", true],
    ["https://evil.example", false],
    ["https://APP.example", false],
    ["null", false],
    ["", false],
  ])("isAllowedOrigin(%j) is %s", (origin, expected) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(expected);
  });

  it("drops junk and non-http entries from the allow-list", () => {
    expect([...originSet(["not a url", "file:///x", "https://a.example/path"])]).toEqual([
      "https://a.example",
    ]);
  });

  it.each([
    [{ ancestorOrigin: APP, referrer: "" }, APP],
    [{ referrer: `${APP}/some/page?q=1` }, APP],
    [{ ancestorOrigin: "https://evil.example", referrer: `${APP}/` }, APP],
    [{ ancestorOrigin: "https://evil.example", referrer: "https://evil.example/" }, undefined],
    [{ referrer: "" }, undefined],
  ])("parentOriginOf(%j) is %s", (hints, expected) => {
    expect(parentOriginOf(hints, allowed)).toBe(expected);
  });
});
