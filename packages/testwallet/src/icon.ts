// A rounded square with an "F" monogram and a small "test" stripe, drawn
// inline so the wallet needs no asset files and works offline.
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#1f2a44"/>' +
  '<path d="M32 24h34v11H45v9h18v11H45v17H32z" fill="#f5c451"/>' +
  '<rect x="20" y="78" width="56" height="6" rx="3" fill="#e5484d"/>' +
  "</svg>";

/** The EIP-6963 icon: an RFC 2397 data URI, as the EIP requires. */
export const TEST_WALLET_ICON: `data:image/svg+xml;base64,${string}` = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`;
