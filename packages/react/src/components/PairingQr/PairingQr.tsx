import { useMemo } from "react";
import { encode } from "uqr";
import { ShadowStyle } from "../../modal/shadowStyles.js";
import { qrPath } from "./qrPath.js";
import { QR_STYLES } from "./qrStyles.js";

/**
 * A pairing URI as a QR code (uqr → SVG). Error correction "Q" leaves room
 * for the wallet's image in the middle: a quarter of the code may be covered
 * and still scan.
 */
export function PairingQr({
  uri,
  label,
  imageUrl,
}: {
  uri: string;
  label: string;
  imageUrl?: string | undefined;
}) {
  const qr = useMemo(() => {
    const { data, size } = encode(uri, { ecc: "Q", border: 0 });
    return { d: qrPath(data), size };
  }, [uri]);
  return (
    <div className="pairing-qr" data-uri={uri}>
      <ShadowStyle css={QR_STYLES} />
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
      >
        <path d={qr.d} fill="#000" />
      </svg>
      {imageUrl ? <img src={imageUrl} alt="" /> : null}
    </div>
  );
}
