import { describe, expect, it } from "vitest";
import type { View } from "../router/views.js";
import { canClose } from "./canClose.js";

describe("closing the sign-in view (behaviour §2)", () => {
  it.each<[View, boolean, boolean, boolean]>([
    ["SIWXSignMessage", true, false, false],
    ["SIWXSignMessage", true, true, true],
    ["SIWXSignMessage", false, false, true],
    ["Account", true, false, true],
    ["Connect", true, false, true],
  ])(
    "view %s, required %s, session %s → can close %s",
    (view, signInRequired, hasSession, expected) => {
      expect(canClose({ view, signInRequired, hasSession })).toBe(expected);
    },
  );
});
