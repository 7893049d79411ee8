import type { UserText } from "@foyer/core";
import {
  type FeeSpeed,
  formatTokenAmount,
  previewCallOf,
  truncateAddress,
} from "@foyer/core/internal";
import { useMemo } from "react";
import { useCounterpartyNames } from "../../hooks/useCounterpartyNames.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";
import { useLocale } from "../../i18n/catalogueContext.js";
import { useWalletMessages } from "../../i18n/useWalletMessages.js";
import { useAccountTarget } from "../Account/tabs/useAccountTarget.js";
import { FormAlert } from "../FormAlert.js";
import { TransactionPreviewSection } from "../TransactionPreview/TransactionPreviewSection.js";
import { usePreviewTarget } from "../TransactionPreview/usePreviewTarget.js";
import { useTransactionPreview } from "../TransactionPreview/useTransactionPreview.js";
import { FeeChoice } from "./FeeChoice.js";
import type { FeeState, SendPreviewModel } from "./useSendFlow.js";

interface SendPreviewProps {
  preview: SendPreviewModel;
  fee: FeeState;
  /** Why the wallet can't be asked (the balance can't cover amount and fee). */
  error: UserText | undefined;
  sending: boolean;
  onConfirm(): void;
  onEdit(): void;
  /** Bitcoin: the user picked another fee speed. */
  onChooseSpeed(speed: FeeSpeed): void;
}

/**
 * What will be sent, to whom and at what fee, before the wallet is asked; for an EVM browser
 * or WalletConnect wallet also what the server's simulation says the account gains and loses.
 */
export function SendPreview({
  preview,
  fee,
  error,
  sending,
  onConfirm,
  onEdit,
  onChooseSpeed,
}: SendPreviewProps) {
  const wallet = useWalletMessages();
  const locale = useLocale();
  const { network } = useFoyerNetwork();
  const foyer = useFoyer();
  const target = usePreviewTarget();
  const from = target?.from;
  const chainId = target?.chainId;
  const draft = preview.draft;
  const load = useMemo(
    () =>
      from && chainId
        ? async () => {
            const data = await foyer.services?.accountData();
            if (!data) throw new Error("no provider server to preview with");
            return data.blockchain.preview.previewTransaction({
              chainId,
              from,
              calls: [previewCallOf(draft)],
            });
          }
        : undefined,
    [foyer, from, chainId, draft],
  );
  const simulation = useTransactionPreview(load, 1);
  const { address } = useAccountTarget();
  // Typed as an address: its account name when it has one (reverse lookup, cached by core).
  const nameOf = useCounterpartyNames([preview.receiverAddress], address);
  const named =
    preview.receiver === preview.receiverAddress
      ? nameOf.get(preview.receiverAddress.toLowerCase())
      : preview.receiver;
  const receiver = named
    ? `${named} (${truncateAddress(preview.receiverAddress)})`
    : truncateAddress(preview.receiverAddress);
  const feeText =
    fee.status === "ready"
      ? fee.fee
      : fee.status === "estimating"
        ? wallet.estimatingFee
        : wallet.feeUnavailable;
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 10 }}>
      <dl className="list" style={{ margin: 0 }}>
        <div className="row" style={{ cursor: "default" }}>
          <dt className="row-name">{wallet.youSend}</dt>
          <dd style={{ margin: 0 }} data-testid="send-amount">
            {formatTokenAmount(preview.amount, locale)} {preview.token.symbol}
          </dd>
        </div>
        <div className="row" style={{ cursor: "default" }}>
          <dt className="row-name">{wallet.sendTo}</dt>
          <dd style={{ margin: 0 }} title={preview.receiverAddress}>
            {receiver}
          </dd>
        </div>
        {fee.status === "choice" ? null : (
          <div className="row" style={{ cursor: "default" }}>
            <dt className="row-name">{wallet.networkFee}</dt>
            <dd style={{ margin: 0 }} data-testid="send-fee">
              {feeText}
            </dd>
          </div>
        )}
      </dl>
      {fee.status === "choice" ? (
        <FeeChoice
          options={fee.options}
          speed={fee.speed}
          decimals={network?.nativeCurrency.decimals ?? 8}
          symbol={network?.nativeCurrency.symbol ?? preview.token.symbol}
          disabled={sending}
          onChoose={onChooseSpeed}
        />
      ) : null}
      {simulation ? <TransactionPreviewSection preview={simulation} /> : null}
      <FormAlert text={error} />
      <div className="actions">
        <button type="button" className="secondary" onClick={onEdit} disabled={sending}>
          {wallet.edit}
        </button>
        <button
          type="button"
          className="primary"
          onClick={onConfirm}
          disabled={sending || error !== undefined || simulation?.blocked === true}
        >
          {sending ? wallet.sending : wallet.confirm}
        </button>
      </div>
    </div>
  );
}
