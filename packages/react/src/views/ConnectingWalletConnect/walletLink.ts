/**
 * The link that opens a wallet with a pairing URI, from a registry link
 * (behaviour §3 `mobile_link` / `desktop_link` / `webapp_link`):
 * - a universal link (`https://wallet.example/app`) gets a trailing slash;
 * - a custom scheme (`wallet:`, `wallet://`) becomes `wallet://`;
 * and both then take `wc?uri=<encoded pairing URI>`.
 */
export function walletLink(link: string, uri: string): string {
  return `${linkBase(link)}wc?uri=${encodeURIComponent(uri)}`;
}

function linkBase(link: string): string {
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed.endsWith("/") ? trimmed : `${trimmed}/`;
  if (!trimmed.includes("://")) return `${trimmed.replace(/[:/]+$/, "")}://`;
  return trimmed.endsWith("/") ? trimmed : `${trimmed}/`;
}
