import type { AccountNft } from "@foyer/core/internal";
import { fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../../../i18n/en.js";
import { walletEn } from "../../../../i18n/walletEn.js";
import { setupWalletFoyer, USDC } from "../../../../testing/blockchainServer.js";
import { modal, openConnectedAccount } from "../../../../testing/renderFoyer.js";

async function openNfts(setup: ReturnType<typeof setupWalletFoyer>) {
  await openConnectedAccount(setup.foyer);
  fireEvent.click(modal().getByRole("tab", { name: en.nfts }));
}

const nft = (id: number, imageUrl = `https://nft.test/${id}.png`): AccountNft => ({
  chainId: "eip155:1",
  address: `eip155:1:${USDC}`,
  tokenId: String(id),
  name: `Foyer Sample #${id}`,
  collection: { name: "Foyer Sample", symbol: "FSAMPLE" },
  imageUrl,
});

describe("NFTs tab", () => {
  it("shows the held ERC-721s as lazy images named by alt text, for the active chain", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.nfts.set("", { data: [nft(2), nft(1)] });
    await openNfts(setup);
    const image = await waitFor(() => modal().getByRole("img", { name: "Foyer Sample #1" }));
    expect(image.getAttribute("src")).toBe("https://nft.test/1.png");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(modal().getAllByRole("img", { name: /Foyer Sample/ })).toHaveLength(2);
    const request = setup.server.requests.find((url) => url.pathname.endsWith("/nfts"));
    expect(request?.searchParams.get("chainId")).toBe("eip155:1");
  });

  it("loads the next page on Load more and stops after the last", async () => {
    const setup = setupWalletFoyer();
    setup.server.state.nfts.set("", { data: [nft(3)], next: "1" });
    setup.server.state.nfts.set("1", { data: [nft(2)] });
    await openNfts(setup);
    fireEvent.click(await waitFor(() => modal().getByRole("button", { name: walletEn.loadMore })));
    await waitFor(() => expect(modal().getByRole("img", { name: "Foyer Sample #2" })).toBeTruthy());
    expect(modal().getByRole("img", { name: "Foyer Sample #3" })).toBeTruthy();
    expect(modal().queryByRole("button", { name: walletEn.loadMore })).toBeNull();
  });

  it("shows the empty state when the account holds none", async () => {
    const setup = setupWalletFoyer();
    await openNfts(setup);
    await waitFor(() => expect(modal().getByText(en.noNfts)).toBeTruthy());
  });

  it("says NFTs are unavailable when the server fails", async () => {
    const setup = setupWalletFoyer();
    // 400: not retried (a 5xx is, on the fake clock that never advances here).
    setup.server.state.nfts.set("", { fail: 400 });
    await openNfts(setup);
    await waitFor(() => expect(modal().getByText(walletEn.nftsUnavailable)).toBeTruthy());
  });
});
