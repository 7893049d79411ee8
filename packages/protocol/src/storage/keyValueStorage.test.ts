import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "./keyValueStorage.js";

describe("createMemoryStorage", () => {
  it("reads what was set, null once removed or never set, and starts from a seed", () => {
    const storage = createMemoryStorage({ seeded: "1" });
    expect(storage.getItem("seeded")).toBe("1");
    expect(storage.getItem("absent")).toBeNull();
    storage.setItem("key", "value");
    expect(storage.getItem("key")).toBe("value");
    storage.removeItem("key");
    expect(storage.getItem("key")).toBeNull();
  });

  it("keeps two storages apart", () => {
    const a = createMemoryStorage();
    createMemoryStorage().setItem("key", "b");
    expect(a.getItem("key")).toBeNull();
  });
});
