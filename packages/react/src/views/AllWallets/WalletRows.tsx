import type { WalletListingEntry } from "@foyer/core/internal";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import { WalletImage } from "../../components/WalletImage/WalletImage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useWalletStoreInstance } from "../../hooks/useWalletStore.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { MODAL_WIDTH_PX } from "../../modal/styles.js";
import { needsNextPage, showsWalletImage } from "./walletListRules.js";

const ROW_HEIGHT_PX = 58;
const LIST_HEIGHT_PX = 360;

/**
 * The wallet rows, virtualised: only the rows in view (plus a few) are in
 * the DOM, so a registry of hundreds stays cheap. `initialRect` gives the
 * first render a size before the element is measured (and in SSR).
 */
export function WalletRows({
  wallets,
  onChoose,
  onInterest,
  onNearEnd,
}: {
  wallets: readonly WalletListingEntry[];
  onChoose(wallet: WalletListingEntry): void;
  /** A pointer entered the wallet's row or it took focus: a choice is near. */
  onInterest(wallet: WalletListingEntry): void;
  onNearEnd?: () => Promise<void>;
}) {
  const messages = useMessages();
  const registry = useFoyer().services?.registry;
  const store = useWalletStoreInstance();
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: wallets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 4,
    initialRect: { width: MODAL_WIDTH_PX, height: LIST_HEIGHT_PX },
  });
  const items = virtualizer.getVirtualItems();
  const lastVisible = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (!onNearEnd || !store || !needsNextPage(store.getState(), lastVisible)) return;
    onNearEnd().catch(() => {});
  }, [onNearEnd, store, lastVisible]);

  return (
    <section className="scroller" ref={scrollRef} aria-label={messages.walletList}>
      <ul
        className="list"
        style={{ height: virtualizer.getTotalSize(), position: "relative", display: "block" }}
      >
        {items.map((item) => {
          const wallet = wallets[item.index];
          if (!wallet) return null;
          const image =
            showsWalletImage(item.index) && wallet.image_id && registry
              ? registry.walletImageUrl(wallet.image_id)
              : undefined;
          return (
            <li
              key={wallet.id}
              style={{
                position: "absolute",
                top: 0,
                insetInlineStart: 0,
                width: "100%",
                height: ROW_HEIGHT_PX - 6,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <button
                type="button"
                className="row"
                onClick={() => onChoose(wallet)}
                onPointerEnter={() => onInterest(wallet)}
                onFocus={() => onInterest(wallet)}
              >
                <WalletImage name={wallet.name} src={image} />
                <span className="row-name">{wallet.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
