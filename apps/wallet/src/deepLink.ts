/**
 * `?uri=wc:…&autoApprove=1`: a dApp's "open in wallet" link (or a test) hands
 * the pairing URI over directly; autoApprove starts in "Approve all" mode.
 */
export interface DeepLink {
  uri: string | undefined;
  autoApprove: boolean;
}

export function parseDeepLink(search: string): DeepLink {
  const params = new URLSearchParams(search);
  const uri = params.get("uri")?.trim();
  const auto = params.get("autoApprove");
  return {
    uri: uri === undefined || uri === "" ? undefined : uri,
    autoApprove: auto === "1" || auto === "true",
  };
}
