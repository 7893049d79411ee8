import type { CaipNetwork } from "@foyer/core";
import { useShellMessages } from "../../i18n/catalogueContext.js";
import { preloadModalDialog } from "../../modal/modalDialogChunk.js";
import { NetworkImage } from "../NetworkImage/NetworkImage.js";

/** A pointer or focus on the button starts the modal's chunk: a click is near. */
function preload(): void {
  preloadModalDialog().catch(() => undefined);
}

/**
 * Read by screen readers, not shown: the button renders in the host page, where no class of
 * Foyer's can be relied on, so the clip is inline.
 */
const SCREEN_READER_ONLY = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/**
 * The connected account's network: its icon and name (a host hides the name where there is no
 * room: `.foyer-network-button__name`), opening the modal's network list to switch.
 */
export default function NetworkButton({
  network,
  onClick,
}: {
  network: CaipNetwork;
  onClick(): void;
}) {
  const messages = useShellMessages();
  return (
    <button
      type="button"
      className="foyer-network-button"
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {/* The name is "Switch network: <name>" from the content itself, not an aria-label: an
          aria-label must contain the visible text (WCAG 2.5.3), and an icon without an image
          shows the network's initial beside the name. */}
      <span style={SCREEN_READER_ONLY}>{`${messages.switchNetwork}: `}</span>
      <NetworkImage network={network} className="foyer-network-button__icon" />
      <span className="foyer-network-button__name">{network.name}</span>
    </button>
  );
}
