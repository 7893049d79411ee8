import { messages } from "@foyer/core/internal";
import { setupFoyer } from "@foyer/core/testing";
import { act, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { FoyerProvider } from "../provider/FoyerProvider.js";
import { useFoyer } from "./useFoyer.js";
import { useFoyerAccount } from "./useFoyerAccount.js";
import { useFoyerDisconnect } from "./useFoyerDisconnect.js";
import { useFoyerModal } from "./useFoyerModal.js";
import { useFoyerNetwork } from "./useFoyerNetwork.js";
import { useFoyerProvider } from "./useFoyerProvider.js";
import { useFoyerStatus } from "./useFoyerStatus.js";

function Probe() {
  useFoyer();
  return null;
}

function wrapperFor(test = setupFoyer()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={test.foyer}>{children}</FoyerProvider>
  );
  return { ...test, wrapper };
}

describe("hooks", () => {
  it("useFoyer throws the spec's message outside a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(messages.createBeforeHook);
    vi.restoreAllMocks();
  });

  it("useFoyerModal opens and closes through core", () => {
    const { wrapper, foyer } = wrapperFor();
    const { result } = renderHook(() => useFoyerModal(), { wrapper });
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    expect(foyer.stores.modal.store.getState().open).toBe(true);
    act(() => {
      result.current.close();
    });
    expect(result.current.isOpen).toBe(false);
  });

  it("useFoyerAccount and useFoyerStatus follow a connection, and disconnect ends it", async () => {
    const { wrapper, foyer } = wrapperFor();
    const { result } = renderHook(
      () => ({
        account: useFoyerAccount(),
        status: useFoyerStatus(),
        disconnect: useFoyerDisconnect(),
      }),
      { wrapper },
    );
    expect(result.current.account).toMatchObject({ isConnected: false, status: "disconnected" });
    await act(() => foyer.connect("metamask"));
    expect(result.current.status).toBe("connected");
    expect(result.current.account).toMatchObject({
      isConnected: true,
      address: "0xmetamask",
      caipAddress: "eip155:1:0xmetamask",
      balance: "1.5",
      balanceSymbol: "ETH",
    });
    await act(() => result.current.disconnect());
    expect(result.current.account.isConnected).toBe(false);
    expect(result.current.status).toBe("disconnected");
  });

  it("useFoyerProvider hands over the active wallet's provider and follows switches", async () => {
    const { wrapper, foyer } = wrapperFor();
    const { result } = renderHook(() => useFoyerProvider("eip155"), { wrapper });
    expect(result.current).toBeUndefined();
    await act(() => foyer.connect("metamask"));
    await vi.waitFor(() => expect(result.current?.address).toBe("0xmetamask"));
    expect(result.current).toMatchObject({
      namespace: "eip155",
      connectorId: "metamask",
      chainId: 1,
    });
    expect(await result.current?.provider.request({ method: "eth_accounts" })).toEqual([
      "0xmetamask",
    ]);
    await act(() => foyer.switchNetwork("eip155:8453"));
    await vi.waitFor(() => expect(result.current?.chainId).toBe(8453));
    await act(() => foyer.disconnect());
    await vi.waitFor(() => expect(result.current).toBeUndefined());
  });

  it("useFoyerNetwork lists networks and switches", async () => {
    const { wrapper } = wrapperFor();
    const { result } = renderHook(() => useFoyerNetwork(), { wrapper });
    expect(result.current.networks.map((n) => n.name)).toEqual(["Ethereum", "Base"]);
    expect(result.current.network?.name).toBe("Ethereum");
    await act(() => result.current.switchNetwork("eip155:8453"));
    expect(result.current.network?.name).toBe("Base");
  });

  it("renders children of the provider", () => {
    const { foyer } = setupFoyer();
    render(
      <FoyerProvider foyer={foyer}>
        <p>app</p>
      </FoyerProvider>,
    );
    expect(screen.getByText("app")).toBeTruthy();
  });
});
