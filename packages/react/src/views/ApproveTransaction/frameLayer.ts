import { DEFAULT_Z_INDEX } from "../../modal/styles.js";

/**
 * The stacking order for the frame over `slot`: one above the modal's layer
 * (the `.root` that carries the host's `zIndex`), so it covers the modal's
 * content and nothing the modal puts above itself is lost under it.
 */
export function frameLayer(slot: Element): number {
  const layer = slot.closest(".root");
  const zIndex = layer ? Number.parseInt(getComputedStyle(layer).zIndex, 10) : Number.NaN;
  return (Number.isFinite(zIndex) ? zIndex : DEFAULT_Z_INDEX) + 1;
}
