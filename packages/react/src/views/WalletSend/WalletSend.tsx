import { useEffect, useRef } from "react";
import { useWalletMessages } from "../../i18n/useWalletMessages.js";
import { LoadingRows } from "../Account/tabs/LoadingRows.js";
import { sortByValue } from "../Account/tabs/TokensTab/tokenRows.js";
import { useTokenBalances } from "../Account/tabs/TokensTab/useTokenBalances.js";
import { SendForm } from "./SendForm.js";
import { SendPreview } from "./SendPreview.js";
import { preselectedToken } from "./tokenChoice.js";
import { useSendFlow } from "./useSendFlow.js";

/** The send view: pick a token the account holds, an amount and a receiver, preview, confirm. */
export function WalletSend() {
  const wallet = useWalletMessages();
  const balances = useTokenBalances({ fresh: true });
  const { fields, setFields, step, preview, confirm, edit, chooseSpeed, fillMax, fillingMax } =
    useSendFlow();
  const tokens = balances.status === "ready" ? sortByValue(balances.balances) : [];
  const firstChoice = preselectedToken(tokens);
  // The form starts on the native token once the balances are in, once: a choice the
  // user made (even going back to "Choose a token") is never overridden.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !firstChoice) return;
    preselected.current = true;
    setFields((current) => (current.token ? current : { ...current, token: firstChoice }));
  }, [firstChoice, setFields]);

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
        onChooseSpeed={chooseSpeed}
      />
    );
  }
  return (
    <SendForm
      tokens={tokens}
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
