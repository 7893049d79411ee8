import { messages } from "../../errors/messages.js";
import { coreText, type UserText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import { leaveApproval, showApproval } from "../approval/approvalEvents.js";
import { findAuthConnector } from "../authConnector.js";
import type { KeyExportState } from "../embeddedState.js";

/**
 * Asks the embedded wallet to run its key export. Everything secret happens
 * inside the frame (fresh code, reveal, copy), whose screen shows inside
 * ApproveTransaction; the app learns only the outcome. Never rejects:
 * failures land in the store for the view.
 */
export async function runKeyExport(
  ctx: FoyerContext,
  store: Store<{ keyExport: KeyExportState }>,
  fail: (error: unknown) => UserText,
): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  if (store.getState().keyExport.open) return;
  if (!wallet) {
    store.setState({
      keyExport: { open: false, error: coreText("noAuthConnector", messages.noAuthConnector) },
    });
    return;
  }
  const connector = findAuthConnector(ctx.connectors.getState().connectors);
  if (!connector || !ctx.accounts.get(connector.chain).address) {
    store.setState({
      keyExport: {
        open: false,
        error: coreText("notConnectedToEmailOrSocial", messages.notConnectedToEmailOrSocial),
      },
    });
    return;
  }
  store.setState({ keyExport: { open: true } });
  showApproval(ctx, "exportKey");
  try {
    const outcome = await wallet.exportKey();
    store.setState({ keyExport: { open: false, outcome } });
  } catch (error) {
    store.setState({ keyExport: { open: false, error: fail(error) } });
  }
  leaveApproval(ctx);
}
