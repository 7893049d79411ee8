/**
 * The local devnet's image: Foyer's own mark (a lit doorway on indigo), so
 * the development chain never passes for a real network's logo.
 */
export const DEVNET_MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100" role="img" aria-labelledby="title">' +
  '<title id="title">Foyer Devnet</title>' +
  '<rect width="100" height="100" rx="24" fill="#1E1B4B"/>' +
  '<path d="M31 78V45a19 19 0 0 1 38 0v33z" fill="#FBBF24"/>' +
  '<path d="M41 78V50a9 9 0 0 1 18 0v28z" fill="#F59E0B"/>' +
  '<circle cx="54" cy="64" r="2.5" fill="#1E1B4B"/>' +
  '<path d="M20 80h60" stroke="#F8FAFC" stroke-width="4" stroke-linecap="round"/>' +
  "</svg>";

/** CAIP-2 ids of local development chains (anvil's and Hardhat's default) that get the mark. */
export const DEVNET_CHAINS: ReadonlySet<string> = new Set(["eip155:31337"]);
