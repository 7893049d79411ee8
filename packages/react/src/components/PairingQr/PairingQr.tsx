import { useMemo } from "react";
import { encode } from "uqr";
import { qrPath } from "./qrPath.js";

/** Styles of the QR code; they ship with this (lazy) component, not with the modal shell. */
const QR_STYLES = `
.pairing-qr{position:relative;width:240px;max-width:100%;margin:0 auto;padding:12px;background:#fff;border-radius:16px}
.pairing-qr svg{display:block;width:100%;height:auto}
.pairing-qr img{position:absolute;top:50%;left:50%;width:48px;height:48px;margin:-24px 0 0 -24px;border-radius:12px;background:#fff;padding:4px}
.pairing-qr.placeholder{aspect-ratio:1;opacity:.4}
`;

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
      <style>{QR_STYLES}</style>
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

/** The QR's place while a URI is fetched, so the layout does not jump. */
export function PairingQrPlaceholder({ label }: { label: string }) {
  return (
    <div className="pairing-qr placeholder" role="img" aria-label={label} aria-busy="true">
      <style>{QR_STYLES}</style>
    </div>
  );
}
