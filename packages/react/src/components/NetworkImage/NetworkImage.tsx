import type { CaipNetwork } from "@foyer/core";
import { useFoyer } from "../../hooks/useFoyer.js";
import { networkImageUrl } from "./networkImageUrl.js";

/**
 * A network's logo, or its initial on a tile without one. Decorative: the
 * network's name is always written next to it.
 */
export function NetworkImage({ network, className }: { network: CaipNetwork; className: string }) {
  const src = networkImageUrl(network, useFoyer().services?.registry);
  if (src) return <img className={className} src={src} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {network.name.slice(0, 1)}
    </span>
  );
}
