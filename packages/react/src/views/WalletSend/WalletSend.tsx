import { useWalletMessages } from "../../i18n/useWalletMessages.js";
import { LoadingRows } from "../Account/tabs/LoadingRows.js";
import { sortByValue } from "../Account/tabs/TokensTab/tokenRows.js";
import { useTokenBalances } from "../Account/tabs/TokensTab/useTokenBalances.js";
import { SendForm } from "./SendForm.js";
import { SendPreview } from "./SendPreview.js";
import { useSendFlow } from "./useSendFlow.js";

/** The send view: pick a token the account holds, an amount and a receiver, preview, confirm. */
export function WalletSend() {
  const wallet = useWalletMessages();
  const balances = useTokenBalances({ fresh: true });
  const { fields, setFields, step, preview, confirm, edit, fillMax, fillingMax } = useSendFlow();

  if (balances.status === "loading") return <LoadingRows label={wallet.loadingTokens} />;
  if (step.step !== "form") {
    return (
      <SendPreview
        preview={step.preview}
        fee={step.fee}
        error={step.step === "preview" ? step.error : undefined}
        sending={step.step === "sending"}
        onConfirm={() => void confirm()}
        onEdit={edit}
      />
    );
  }
  return (
    <SendForm
      tokens={balances.status === "ready" ? sortByValue(balances.balances) : []}
      fields={fields}
      onChange={setFields}
      onMax={() => void fillMax()}
      fillingMax={fillingMax}
      onPreview={() => void preview()}
      error={step.error}
      checking={step.checking}
    />
  );
}
