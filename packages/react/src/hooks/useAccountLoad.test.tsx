import { setupFoyer } from "@foyer/core/testing";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { FoyerProvider } from "../provider/FoyerProvider.js";
import { setupWalletFoyer } from "../testing/blockchainServer.js";
import { useAccountLoad } from "./useAccountLoad.js";

/** A promise the test settles, one per key asked. */
function answers() {
  const pending = new Map<string, { resolve(value: string): void; reject(error: unknown): void }>();
  const load = (key: string) => () =>
    new Promise<string>((resolve, reject) => {
      pending.set(key, { resolve, reject });
    });
  const settle = (key: string) => {
    const found = pending.get(key);
    if (!found) throw new Error(`nothing asked for ${key}`);
    return found;
  };
  return { load, settle, asked: () => [...pending.keys()] };
}

function render(test: { foyer: Parameters<typeof FoyerProvider>[0]["foyer"] }, first?: string) {
  const { load, settle, asked } = answers();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={test.foyer}>{children}</FoyerProvider>
  );
  const hook = renderHook(
    ({ key }: { key: string | undefined }) => useAccountLoad(key, load(key ?? "")),
    { wrapper, initialProps: { key: first } },
  );
  return { ...hook, settle, asked };
}

describe("useAccountLoad", () => {
  it("is 'none' without a provider server, and asks nothing", async () => {
    const { result, asked } = render(setupFoyer(), "a");
    expect(result.current.state).toEqual({ status: "none" });
    expect(asked()).toEqual([]);
  });

  it("is 'idle' with nothing to ask", async () => {
    const { result } = render(setupWalletFoyer(), undefined);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.state).toEqual({ status: "idle" });
  });

  it("shows the answer for the current key; a late answer for a key left never lands", async () => {
    const { result, rerender, settle } = render(setupWalletFoyer(), "a");
    expect(result.current.state).toEqual({ status: "loading" });
    await waitFor(() => expect(() => settle("a")).not.toThrow());
    rerender({ key: "b" });
    expect(result.current.state).toEqual({ status: "loading" });
    await waitFor(() => expect(() => settle("b")).not.toThrow());
    await act(async () => settle("a").resolve("for a"));
    expect(result.current.state).toEqual({ status: "loading" });
    await act(async () => settle("b").resolve("for b"));
    expect(result.current.state).toEqual({ status: "ready", value: "for b" });
  });

  it("is 'failed' with the read's error", async () => {
    const { result, settle } = render(setupWalletFoyer(), "a");
    await waitFor(() => expect(() => settle("a")).not.toThrow());
    const error = new Error("refused");
    await act(async () => settle("a").reject(error));
    expect(result.current.state).toEqual({ status: "failed", error });
  });

  it("update replaces what is shown and drops the answer still on its way", async () => {
    const { result, settle } = render(setupWalletFoyer(), "a");
    await waitFor(() => expect(() => settle("a")).not.toThrow());
    act(() => result.current.update((value) => `${value ?? "nothing"} then pushed`));
    expect(result.current.state).toEqual({ status: "ready", value: "nothing then pushed" });
    await act(async () => settle("a").resolve("older answer"));
    expect(result.current.state).toEqual({ status: "ready", value: "nothing then pushed" });
  });

  it("an update taken for a key the view has left changes nothing", async () => {
    const { result, rerender, settle } = render(setupWalletFoyer(), "a");
    await waitFor(() => expect(() => settle("a")).not.toThrow());
    await act(async () => settle("a").resolve("page 1"));
    const updateForA = result.current.update;
    rerender({ key: "b" });
    await waitFor(() => expect(() => settle("b")).not.toThrow());
    await act(async () => settle("b").resolve("b's page"));
    act(() => updateForA((value) => `${value} + page 2`));
    expect(result.current.state).toEqual({ status: "ready", value: "b's page" });
  });
});

describe("useAccountLoad reload", () => {
  it("reads the same key again, keeping the shown value until the new answer", async () => {
    const test = setupWalletFoyer();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FoyerProvider foyer={test.foyer}>{children}</FoyerProvider>
    );
    const reads: ((value: string) => void)[] = [];
    const load = () =>
      new Promise<string>((resolve) => {
        reads.push(resolve);
      });
    const { result } = renderHook(() => useAccountLoad("a", load), { wrapper });
    await waitFor(() => expect(reads).toHaveLength(1));
    await act(async () => reads[0]?.("first"));
    act(() => result.current.reload());
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(result.current.state).toEqual({ status: "ready", value: "first" });
    await act(async () => reads[1]?.("second"));
    expect(result.current.state).toEqual({ status: "ready", value: "second" });
  });
});
