import { describe, expect, it } from "vitest";
import { createFrameStorage } from "../src/storage/frameState.js";
import { probeStorage } from "../src/storage/keyValue.js";
import { FakeStorage } from "./fakeStorage.testutil.js";

describe("probeStorage", () => {
  it("finds working storage persistent and leaves no probe behind", () => {
    const storage = new FakeStorage();
    const probe = probeStorage(() => storage);
    expect(probe.kind).toBe("persistent");
    probe.store.set("a", "1");
    expect(storage.getItem("a")).toBe("1");
    expect(storage.length).toBe(1);
  });

  it.each([
    [
      "a getter that throws (site data blocked)",
      () => {
        throw new DOMException("denied", "SecurityError");
      },
      "SecurityError",
    ],
    ["no localStorage", () => null, "no localStorage"],
    ["a full storage", () => new FakeStorage("quota"), "QuotaExceededError"],
    [
      "a storage that drops writes",
      () => new FakeStorage("forgetful"),
      "localStorage lost a write",
    ],
  ])("treats %s as blocked and falls back to memory", (_, read, reason) => {
    const probe = probeStorage(read);
    expect(probe).toMatchObject({ kind: "blocked", reason });
    probe.store.set("k", "v");
    expect(probe.store.get("k")).toBe("v");
  });
});

describe("frame storage", () => {
  it("keeps one device id and a device share per user", () => {
    const storage = new FakeStorage();
    let n = 0;
    const first = createFrameStorage(probeStorage(() => storage).store, true, () => `id-${++n}`);
    expect(first.deviceId()).toBe("id-1");
    first.setDeviceShare("user-a", "share-a");
    // A reload reads the same storage.
    const again = createFrameStorage(probeStorage(() => storage).store, true, () => `id-${++n}`);
    expect(again.deviceId()).toBe("id-1");
    expect(again.deviceShare("user-a")).toBe("share-a");
    expect(again.deviceShare("user-b")).toBeUndefined();
  });

  it("forgets the token on clear but keeps device id and shares", () => {
    const frameStorage = createFrameStorage(probeStorage(() => new FakeStorage()).store, true);
    const id = frameStorage.deviceId();
    frameStorage.setToken("t");
    frameStorage.setDeviceShare("u", "s");
    frameStorage.clearToken();
    expect(frameStorage.token()).toBeUndefined();
    expect(frameStorage.deviceId()).toBe(id);
    expect(frameStorage.deviceShare("u")).toBe("s");
  });
});
