import { describe, expect, it } from "vitest";
import { AppEvents, errorTypeOf, FrameEvents, FrameNotices, successTypeOf } from "./eventTypes.js";

describe("event names (@foyer/<sender>/<event>[/<outcome>])", () => {
  it("has one app event per behaviour §7 request (plus export-key and the two passkey screens), all under @foyer/app/ in kebab-case", () => {
    const types = Object.values(AppEvents);
    expect(types).toHaveLength(26);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toMatch(/^@foyer\/app\/[a-z]+(-[a-z]+)*$/);
  });

  it("names replies after their request, sent by the frame", () => {
    expect(successTypeOf(AppEvents.CONNECT_EMAIL)).toBe("@foyer/frame/connect-email/success");
    expect(errorTypeOf(AppEvents.CONNECT_EMAIL)).toBe("@foyer/frame/connect-email/error");
  });

  it("lists a SUCCESS and an ERROR constant for every request, plus the frame's own events", () => {
    for (const [name, type] of Object.entries(AppEvents)) {
      expect(FrameEvents).toHaveProperty(`${name}_SUCCESS`, successTypeOf(type));
      expect(FrameEvents).toHaveProperty(`${name}_ERROR`, errorTypeOf(type));
    }
    expect(FrameEvents.READY).toBe("@foyer/frame/ready");
    expect(FrameEvents.SESSION_UPDATE).toBe("@foyer/frame/session-update");
    expect(FrameEvents.GET_USER_SUCCESS).toBe("@foyer/frame/get-user/success");
    const all = Object.values(FrameEvents);
    expect(all).toHaveLength(26 * 2 + Object.keys(FrameNotices).length);
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps the table frozen: no caller can rename an event at run time", () => {
    expect(Object.isFrozen(FrameEvents)).toBe(true);
  });
});
