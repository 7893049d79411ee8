import { useMessages } from "../../../../i18n/MessagesContext.js";
import { useWalletMessages } from "../../../../i18n/useWalletMessages.js";
import { LoadingRows } from "../LoadingRows.js";
import { useAccountNfts } from "./useAccountNfts.js";

/** The account's ERC-721s as an image grid; images load lazily and carry the token's name. */
export function NftsTab() {
  const messages = useMessages();
  const wallet = useWalletMessages();
  const { state, loadMore } = useAccountNfts();

  if (state.status === "loading") return <LoadingRows label={messages.loading} rows={2} />;
  if (state.status === "unavailable") {
    return <p className="center muted">{wallet.nftsUnavailable}</p>;
  }
  if (state.nfts.length === 0) return <p className="center muted">{messages.noNfts}</p>;
  return (
    <>
      <ul
        className="list"
        aria-label={wallet.nftGrid}
        style={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 8 }}
      >
        {state.nfts.map((nft) => (
          <li key={`${nft.address}/${nft.tokenId}`} title={nft.name}>
            <img
              src={nft.imageUrl}
              alt={nft.name}
              loading="lazy"
              style={{ width: "100%", aspectRatio: "1", objectFit: "cover", borderRadius: 12 }}
            />
          </li>
        ))}
      </ul>
      {state.next ? (
        <button
          type="button"
          className="secondary wide"
          disabled={state.loadingMore}
          onClick={loadMore}
        >
          {wallet.loadMore}
        </button>
      ) : null}
    </>
  );
}
