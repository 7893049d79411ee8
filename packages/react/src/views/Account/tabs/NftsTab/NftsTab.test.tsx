import { act, fireEvent, render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../../../i18n/en.js";
import { FoyerProvider } from "../../../../provider/FoyerProvider.js";
import { setupWalletFoyer, transaction } from "../../../../testing/blockchainServer.js";
import { modal } from "../../../../testing/renderFoyer.js";
import { ownedNfts } from "./ownedNfts.js";

async function openNfts(setup: ReturnType<typeof setupWalletFoyer>) {
  render(<FoyerProvider foyer={setup.foyer} />);
  await act(() => setup.foyer.connect("metamask"));
  act(() => setup.foyer.open());
  await waitFor(() => expect(modal().getByRole("tablist")).toBeTruthy());
  fireEvent.click(modal().getByRole("tab", { name: en.nfts }));
}

describe("NFTs tab", () => {
  it("shows the ERC-721s received, as lazy images named by alt text", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.history.set("", {
      data: [
        transaction("m1", {
          operationType: "mint",
          nft: { name: "Foyer Sample #1", url: "https://nft.test/1.png" },
        }),
        transaction("e1"),
      ],
    });
    await openNfts(setup);
    const image = await waitFor(() => modal().getByRole("img", { name: "Foyer Sample #1" }));
    expect(image.getAttribute("src")).toBe("https://nft.test/1.png");
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("shows the empty state when history has no NFTs", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.history.set("", { data: [transaction("e1")] });
    await openNfts(setup);
    await waitFor(() => expect(modal().getByText(en.noNfts)).toBeTruthy());
  });
});

describe("ownedNfts", () => {
  it("keeps a token only if its newest transfer came in, and never spam", () => {
    const sold = { name: "Sold", url: "https://nft.test/s.png" };
    const nfts = ownedNfts([
      transaction("out", { operationType: "send", nft: { ...sold, direction: "out" } }),
      transaction("in", { nft: { ...sold, direction: "in" } }),
      transaction("kept", { nft: { name: "Kept", url: "https://nft.test/k.png" } }),
      transaction("spam", { nft: { name: "Spam", url: "https://x.test" }, spam: true }),
    ]);
    expect(nfts).toEqual([{ name: "Kept", imageUrl: "https://nft.test/k.png" }]);
  });
});
