import { canClose } from "@foyer/core/internal";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Spinner } from "../components/Spinner/Spinner.js";
import { useFoyer } from "../hooks/useFoyer.js";
import { useHistory } from "../hooks/useRoute.js";
import { useStore } from "../hooks/useStore.js";
import { useMessages } from "../i18n/MessagesContext.js";
import { animateHeightOf } from "./animateHeight.js";
import { focusableIn, trappedFocusTarget } from "./focusTrap.js";
import { followKeyboard } from "./keyboardInset.js";
import { ModalHeader } from "./ModalHeader.js";
import { ANIMATION_MS } from "./styles.js";
import { Toast } from "./Toast.js";
import { ViewOutlet } from "./ViewOutlet.js";
import { viewEntry } from "./viewRegistry.js";

/** One ref callback for every view's content (behaviour §9 view animation 150 ms). */
const animateHeight = animateHeightOf(ANIMATION_MS.view);

/** Whether focus is inside `card` (looked up in its shadow root, where the page can't see). */
function containsFocus(card: HTMLElement): boolean {
  const root = card.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof Node && card.contains(active);
}

/** The view whose content the embedded wallet's frame covers. */
const FRAME_VIEW = "ApproveTransaction";

/**
 * The open modal: backdrop, card, header and current view. Mounted only while
 * open, so focus is taken on mount and handed back to the opener on unmount.
 */
export function ModalDialog() {
  const foyer = useFoyer();
  const messages = useMessages();
  const history = useHistory();
  const route = history[history.length - 1] ?? history[0];
  const shake = useStore(foyer.stores.modal.store, (s) => s.shake);
  // The modal's loading flag: while the project's features load, Connect would offer ways in that
  // may not be there a moment later, so it waits behind a loading state.
  const loading = useStore(foyer.stores.modal.store, (s) => s.loading);
  const waiting = loading && route.view === "Connect";
  // Core's rule, so the X never offers what close() would refuse.
  const signInRequired = useStore(foyer.stores.siwx, (s) => s.required);
  const hasSession = useStore(foyer.stores.siwx, (s) => s.session !== undefined);
  const closable = canClose({ view: route.view, signInRequired, hasSession });
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);

  // On a phone the card is a bottom sheet: it rises above the on-screen keyboard.
  useEffect(() => (overlayRef.current ? followKeyboard(overlayRef.current) : undefined), []);

  useEffect(() => {
    // The opener lives in the host page, outside our shadow root.
    const opener = document.activeElement;
    // The card (tabindex -1, no ring) is only the fallback: a view that put focus on
    // its own field as it mounted (a code input) keeps it.
    const card = cardRef.current;
    if (card && !containsFocus(card)) card.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    // A view change can unmount the focused element (the wallet row that was
    // clicked); focus would fall to the page, where Escape and Tab no longer
    // reach the dialog. Keep it in the card — except on ApproveTransaction,
    // where the wallet's frame over the content takes it.
    const card = cardRef.current;
    if (!card || route.view === undefined || route.view === FRAME_VIEW) return;
    if (!containsFocus(card)) card.focus();
  }, [route.view]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      foyer.close();
      return;
    }
    if (event.key !== "Tab" || !cardRef.current) return;
    const root = cardRef.current.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement instanceof HTMLElement ? root.activeElement : null;
    const target = trappedFocusTarget(focusableIn(cardRef.current), active, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  const title =
    viewEntry(route.view)?.title(route, messages, { appName: foyer.metadata?.name }) ??
    messages.viewUnavailable;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop press is a pointer shortcut; keyboard users have Escape and the close button.
    <div
      ref={overlayRef}
      className="overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) foyer.close();
      }}
    >
      <div
        ref={cardRef}
        className={shake ? "card shake" : "card"}
        role="dialog"
        // The wallet's frame (outside this card) is part of the dialog on ApproveTransaction.
        aria-modal={route.view !== FRAME_VIEW}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <ModalHeader
          titleId={titleId}
          title={title}
          canGoBack={history.length > 1}
          canClose={closable}
          onBack={() => foyer.goBack()}
          onClose={() => foyer.close()}
        />
        {/* The frame follows the view's height with an animation (behaviour §9 150 ms). */}
        <div className="body-frame">
          <div className="body" key={route.view} ref={animateHeight} aria-busy={waiting}>
            {waiting ? (
              <div className="center">
                <Spinner label={messages.loading} />
              </div>
            ) : (
              <ViewOutlet route={route} />
            )}
          </div>
        </div>
        {/* Under the view, in the card's flow: never over the title, the back and close
            buttons or the view's own buttons (the view's scroll area gives it the room). */}
        <Toast />
      </div>
    </div>
  );
}
