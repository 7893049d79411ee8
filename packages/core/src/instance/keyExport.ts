import { findAuthConnector } from "../embedded/emailLoginRules.js";
import type { KeyExportOutcome } from "../embedded/embeddedWallet.js";
import { messages } from "../errors/messages.js";
import type { Store } from "../store/createStore.js";
import type { FoyerContext } from "./context.js";

/** The key export as the account view sees it: running (the frame shows its screen), and how the last one ended. */
export interface KeyExportState {
  open: boolean;
  outcome?: KeyExportOutcome;
  error?: string;
}

export const IDLE_KEY_EXPORT: KeyExportState = { open: false };

/**
 * Asks the embedded wallet to run its key export. Everything secret happens
 * inside the frame (fresh code, reveal, copy); the app learns only the
 * outcome. Never rejects: failures land in the store for the view.
 */
export async function runKeyExport(
  ctx: FoyerContext,
  store: Store<{ keyExport: KeyExportState }>,
  fail: (error: unknown) => string,
): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  if (store.getState().keyExport.open) return;
  if (!wallet) {
    store.setState({ keyExport: { open: false, error: messages.noAuthConnector } });
    return;
  }
  const connector = findAuthConnector(ctx.connectors.getState().connectors);
  if (!connector || !ctx.accounts.get(connector.chain).address) {
    store.setState({ keyExport: { open: false, error: messages.notConnectedToEmailOrSocial } });
    return;
  }
  store.setState({ keyExport: { open: true } });
  try {
    const outcome = await wallet.exportKey();
    store.setState({ keyExport: { open: false, outcome } });
  } catch (error) {
    store.setState({ keyExport: { open: false, error: fail(error) } });
  }
}
