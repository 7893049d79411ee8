import { describe, expect, it } from "vitest";
import { deviceLabelOf } from "./deviceLabel.js";

describe("deviceLabelOf (the approval page's device line)", () => {
  it.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Chrome on Linux",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
      "Firefox on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Microsoft Edge on macOS",
    ],
  ])("%s → %s", (userAgent, label) => {
    expect(deviceLabelOf(userAgent)).toBe(label);
  });

  it.each([undefined, "", "   ", "totally-unknown-client"])("%j → no label", (userAgent) => {
    expect(deviceLabelOf(userAgent)).toBeUndefined();
  });

  it("keeps markup out of the label", () => {
    expect(deviceLabelOf("<script>alert(1)</script> (X11; Linux x86_64)")).toBe(
      "A browser on Linux",
    );
  });
});
