import { describe, expect, it, vi } from "vitest";
import { createEmitter } from "./emitter.js";

type Events = { ping: number; pong: string };

describe("createEmitter (adapters' lifecycle events, the instance's events, the test wallet's EIP-1193 events)", () => {
  it("delivers a payload only to listeners of that event", () => {
    const emitter = createEmitter<Events>();
    const ping = vi.fn();
    const pong = vi.fn();
    emitter.on("ping", ping);
    emitter.on("pong", pong);
    emitter.emit("ping", 7);
    expect(ping).toHaveBeenCalledWith(7);
    expect(pong).not.toHaveBeenCalled();
  });

  it("stops delivering after unsubscribe", () => {
    const emitter = createEmitter<Events>();
    const ping = vi.fn();
    const off = emitter.on("ping", ping);
    off();
    emitter.emit("ping", 1);
    expect(ping).not.toHaveBeenCalled();
  });

  it("stops delivering to a listener taken off by off()", () => {
    const emitter = createEmitter<Events>();
    const ping = vi.fn();
    const kept = vi.fn();
    emitter.on("ping", ping);
    emitter.on("ping", kept);
    emitter.off("ping", ping);
    emitter.emit("ping", 1);
    expect(ping).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledWith(1);
  });

  it("keeps delivering to other listeners when one throws, and reports the throw", () => {
    const onError = vi.fn();
    const emitter = createEmitter<Events>(onError);
    const after = vi.fn();
    emitter.on("ping", () => {
      throw new Error("boom");
    });
    emitter.on("ping", after);
    emitter.emit("ping", 2);
    expect(after).toHaveBeenCalledWith(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }), "ping");
  });

  it("keeps two emitters apart", () => {
    const a = createEmitter<Events>();
    const b = createEmitter<Events>();
    const listener = vi.fn();
    a.on("ping", listener);
    b.emit("ping", 3);
    expect(listener).not.toHaveBeenCalled();
  });
});
