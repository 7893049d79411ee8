import { Spinner } from "../../components/Spinner/Spinner.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/**
 * SPEC §4/§6: while an unsafe request waits, the embedded wallet lays its
 * frame over the page (above the modal's z-index) and shows what is being
 * signed there; the dApp never renders it, so nothing here can be spoofed
 * into approving. This view is what the modal shows under the frame, and
 * what remains if the frame is slow to paint. Core pops the stack or closes
 * the modal when the request ends.
 */
export function ApproveTransaction() {
  const messages = useMessages();
  return (
    <div className="center">
      <h3>{messages.approveTransactionWaiting}</h3>
      <p>{messages.approveTransactionBody}</p>
      <Spinner label={messages.approveTransactionWaiting} />
    </div>
  );
}
