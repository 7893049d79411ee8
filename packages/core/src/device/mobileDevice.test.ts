import { describe, expect, it } from "vitest";
import { type DeviceSource, isMobileDevice } from "./mobileDevice.js";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const IPAD_AS_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const LINUX_DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

function device(
  navigator: NonNullable<DeviceSource["navigator"]>,
  screen: { width?: number; coarse?: boolean } = {},
): DeviceSource {
  return {
    navigator,
    innerWidth: screen.width ?? 1280,
    matchMedia: (query) => ({ matches: query === "(pointer: coarse)" && screen.coarse === true }),
  };
}

describe("isMobileDevice", () => {
  it.each<[string, DeviceSource | undefined, boolean]>([
    ["no browser (tests, server rendering)", undefined, false],
    ["a source without navigator", {}, false],
    ["client hints that say mobile", device({ userAgentData: { mobile: true } }), true],
    ["an iPhone user agent", device({ userAgent: IPHONE, maxTouchPoints: 5 }), true],
    ["an Android phone whose hints say nothing", device({ userAgent: ANDROID }), true],
    [
      "an Android tablet whose hints say not mobile (the user agent still says Android)",
      device({ userAgentData: { mobile: false }, userAgent: ANDROID }),
      true,
    ],
    [
      "iPadOS naming itself a Mac, with touch",
      device({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }),
      true,
    ],
    ["a Mac", device({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }), false],
    [
      "a desktop browser",
      device({ userAgentData: { mobile: false }, userAgent: LINUX_DESKTOP }),
      false,
    ],
    [
      "a touch laptop (touch points, fine pointer)",
      device({ userAgent: LINUX_DESKTOP, maxTouchPoints: 10 }, { width: 800 }),
      false,
    ],
    [
      "a touch-only device with a narrow screen and an unknown user agent",
      device({ userAgent: "Unknown", maxTouchPoints: 5 }, { width: 600, coarse: true }),
      true,
    ],
    [
      "a touch-only device wider than a tablet",
      device({ userAgent: "Unknown", maxTouchPoints: 5 }, { width: 1920, coarse: true }),
      false,
    ],
  ])("%s → %s", (_name, source, expected) => {
    expect(isMobileDevice(source)).toBe(expected);
  });
});
