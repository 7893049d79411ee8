import { ShadowStyle } from "../../modal/shadowStyles.js";
import { QR_STYLES } from "./qrStyles.js";

/** Modules per side of the drawn placeholder (a QR code of version 3). */
const SIZE = 29;

/** A finder pattern (the squares in three corners of every QR code) at module (x, y). */
function finder(x: number, y: number): string {
  // Outer 7×7 ring, then the 3×3 centre; evenodd leaves the ring's inside empty.
  return `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
}

const FINDERS = [finder(0, 0), finder(SIZE - 7, 0), finder(0, SIZE - 7)].join("");

/**
 * The QR code's place while its URI is on the way: the code's box with its
 * three corner squares, pulsing. It carries no QR encoder, so the pairing
 * views show it the moment they open; screen readers hear that the pairing
 * is being prepared.
 */
export function PairingQrPlaceholder({ label }: { label: string }) {
  return (
    <div className="pairing-qr placeholder" role="progressbar" aria-label={label}>
      <ShadowStyle css={QR_STYLES} />
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} shapeRendering="crispEdges" aria-hidden="true">
        <path d={FINDERS} fill="#c8c8d0" fillRule="evenodd" />
      </svg>
    </div>
  );
}
