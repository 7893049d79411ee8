import type { CaipNetwork } from "@foyer/core";
import { useShellMessages } from "../../i18n/catalogueContext.js";
import { preloadModalDialog } from "../../modal/modalDialogChunk.js";
import { NetworkImage } from "../NetworkImage/NetworkImage.js";

/** A pointer or focus on the button starts the modal's chunk: a click is near. */
function preload(): void {
  preloadModalDialog().catch(() => undefined);
}

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
      aria-label={`${messages.switchNetwork}: ${network.name}`}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <NetworkImage network={network} className="foyer-network-button__icon" />
      <span className="foyer-network-button__name">{network.name}</span>
    </button>
  );
}
