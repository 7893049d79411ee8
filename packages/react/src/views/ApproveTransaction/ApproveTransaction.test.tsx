import type { ApprovalRequest, FrameSlot } from "@foyer/core";
import { createFakeEmbeddedWallet, setupFoyer } from "@foyer/core/testing";
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.js";
import type { FoyerProviderProps } from "../../provider/FoyerProvider.js";
import { FoyerProvider } from "../../provider/FoyerProvider.js";
import { modal, modalRoot, renderFoyer } from "../../testing/renderFoyer.js";
import { darkTheme, themeToStyle } from "../../theme/theme.js";

function setup(props: Omit<FoyerProviderProps, "foyer" | "children"> = {}) {
  const wallet = createFakeEmbeddedWallet();
  const test = setupFoyer({ embeddedWallet: wallet });
  const rendered = renderFoyer({ test, props });
  const slots = () => wallet.noticesOf("showFrameIn") as (FrameSlot | undefined)[];
  return { ...rendered, wallet, slots };
}

describe("ApproveTransaction: the frame's screen inside the modal", () => {
  it.each<[ApprovalRequest, string]>([
    ["signMessage", "Sign message"],
    ["signTypedData", "Sign typed data"],
    ["sendTransaction", "Send transaction"],
    ["grantPermissions", "Grant permission"],
    ["exportKey", "Export private key"],
  ])("%s: the modal's title says %s", async (request, title) => {
    const { wallet } = setup();
    act(() => wallet.approval({ pending: true, request }));
    expect(await modal().findByRole("dialog", { name: title })).toBeTruthy();
    expect(en.approvalTitles[request]).toBe(title);
  });

  it("hands its area, under the header, to the wallet as the frame's slot, above the modal's layer", async () => {
    const { wallet, slots } = setup({ zIndex: 2000 });
    act(() => wallet.approval({ pending: true, request: "signMessage" }));
    await modal().findByRole("progressbar", { name: en.approveTransactionWaiting });
    await waitFor(() => expect(slots().at(-1)).toBeDefined());
    const slot = slots().at(-1);
    const header = modalRoot().querySelector(".header");
    expect(slot?.element).toBe(modalRoot().querySelector(".body > .frame-slot"));
    expect(header?.contains(slot?.element as Node)).toBe(false);
    expect(slot?.zIndex).toBe(2001);

    act(() => wallet.approval({ pending: false, ok: true }));
    await waitFor(() => expect(slots().at(-1)).toBeUndefined());
  });

  it("tells the wallet the modal's theme, and again when the host changes it", async () => {
    const { wallet, foyer, rerender } = setup({ themeMode: "light" });
    await waitFor(() => expect(wallet.noticesOf("syncTheme")).toHaveLength(1));
    expect(wallet.noticesOf("syncTheme")[0]).toMatchObject({ themeMode: "light" });
    rerender(
      <FoyerProvider foyer={foyer} themeMode="dark" themeVariables={{ accent: "#ff0066" }} />,
    );
    await waitFor(() => expect(wallet.noticesOf("syncTheme")).toHaveLength(2));
    expect(wallet.noticesOf("syncTheme")[1]).toEqual({
      themeMode: "dark",
      themeVariables: { accent: "#ff0066" },
      w3mThemeVariables: themeToStyle(darkTheme({ accent: "#ff0066" })),
    });
    // A render that changes nothing sends nothing.
    rerender(
      <FoyerProvider foyer={foyer} themeMode="dark" themeVariables={{ accent: "#ff0066" }} />,
    );
    expect(wallet.noticesOf("syncTheme")).toHaveLength(2);
  });
});
