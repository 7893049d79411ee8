import { mainnet, solanaMainnet } from "@foyer/core/testing";
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.js";
import { modal, renderFoyer } from "../../testing/renderFoyer.js";

describe("SwitchActiveChain", () => {
  it("moves the app to the namespace, then on to navigateTo", async () => {
    const { foyer } = renderFoyer({ patch: { networks: [mainnet, solanaMainnet] } });
    act(() =>
      foyer.open({
        view: "SwitchActiveChain",
        params: { switchToChain: "solana", navigateTo: "Networks", navigateWithReplace: true },
      }),
    );
    await waitFor(() => expect(foyer.stores.router.current().view).toBe("Networks"));
    expect(foyer.stores.networks.store.getState().activeNamespace).toBe("solana");
    expect(foyer.stores.router.store.getState().history).toEqual([{ view: "Networks" }]);
  });

  it("fails explicitly when the namespace has no network", async () => {
    const { foyer } = renderFoyer();
    act(() => foyer.open({ view: "SwitchActiveChain", params: { switchToChain: "bip122" } }));
    expect(await modal().findByText(en.switchFailed)).toBeTruthy();
  });
});
