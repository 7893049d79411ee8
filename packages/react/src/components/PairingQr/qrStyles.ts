/**
 * Styles of the QR code and its placeholder. They ship with these components
 * (inside the pairing views' chunks), not with the modal shell; the
 * placeholder has the code's exact box so the view does not jump when the
 * code replaces it.
 */
export const QR_STYLES = `
.pairing-qr{position:relative;width:240px;max-width:100%;margin:0 auto;padding:12px;background:#fff;border-radius:16px}
.pairing-qr svg{display:block;width:100%;height:auto}
.pairing-qr img{position:absolute;top:50%;left:50%;width:48px;height:48px;margin:-24px 0 0 -24px;border-radius:12px;background:#fff;padding:4px}
.pairing-qr.placeholder svg{animation:foyer-qr-pulse 1.2s ease-in-out infinite alternate}
@keyframes foyer-qr-pulse{from{opacity:.45}to{opacity:1}}
`;
