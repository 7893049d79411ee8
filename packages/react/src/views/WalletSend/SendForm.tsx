import type { UserText } from "@foyer/core";
import { formatTokenAmount, type TokenBalanceItem } from "@foyer/core/internal";
import { type FormEvent, useId } from "react";
import { AmountField } from "../../components/AmountField/AmountField.js";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { useCounterpartyNames } from "../../hooks/useCounterpartyNames.js";
import { useLocale } from "../../i18n/catalogueContext.js";
import { useWalletMessages } from "../../i18n/useWalletMessages.js";
import { tokenKey } from "../Account/tabs/TokensTab/tokenRows.js";
import { useAccountTarget } from "../Account/tabs/useAccountTarget.js";
import { FormAlert } from "../FormAlert.js";
import { SelectField } from "../SelectField.js";
import type { SendFields } from "./sendValidation.js";

interface SendFormProps {
  tokens: readonly TokenBalanceItem[];
  fields: SendFields;
  onChange(fields: SendFields): void;
  /** Fills the amount with what can be sent (room kept for a native send's fee). */
  onMax(): void;
  /** Max is working out the fee. */
  fillingMax: boolean;
  onPreview(): void;
  error: UserText | undefined;
  checking: boolean;
}

/** Token, amount (with Max) and receiver; problems show under the fields as an alert. */
export function SendForm({
  tokens,
  fields,
  onChange,
  onMax,
  fillingMax,
  onPreview,
  error,
  checking,
}: SendFormProps) {
  const wallet = useWalletMessages();
  const locale = useLocale();
  const { namespace, address } = useAccountTarget();
  // A receiver typed as an address shows its account name when it has one (reverse lookup).
  const typed = fields.receiver.trim();
  const receiverName = useCounterpartyNames([typed], address).get(typed.toLowerCase());
  // The receiver the chain takes: an EVM address or account name, else the chain's own address.
  const receiverPlaceholder =
    namespace === "solana"
      ? wallet.receiverPlaceholderSolana
      : namespace === "bip122"
        ? wallet.receiverPlaceholderBitcoin
        : wallet.receiverPlaceholder;
  const id = useId();
  const selected = fields.token ? tokenKey(fields.token) : "";

  function submit(event: FormEvent) {
    event.preventDefault();
    onPreview();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      style={{ display: "flex", flexDirection: "column", gap: 10 }}
    >
      <SelectField
        id={`${id}-token`}
        label={wallet.token}
        value={selected}
        placeholder={wallet.chooseToken}
        options={tokens.map((token) => ({
          value: tokenKey(token),
          text: `${token.symbol} · ${token.name}`,
        }))}
        onChange={(value) =>
          onChange({ ...fields, token: tokens.find((t) => tokenKey(t) === value) })
        }
      />

      <AmountField
        id={`${id}-amount`}
        label={wallet.amount}
        value={fields.amount}
        onChange={(amount) => onChange({ ...fields, amount })}
        max={{
          label: wallet.max,
          disabled: !fields.token || fillingMax,
          busy: fillingMax,
          onClick: onMax,
        }}
      />
      {fields.token ? (
        <span className="muted">
          {wallet.available(
            formatTokenAmount(fields.token.quantity.numeric, locale),
            fields.token.symbol,
          )}
        </span>
      ) : null}

      <label htmlFor={`${id}-receiver`}>{wallet.receiver}</label>
      <input
        id={`${id}-receiver`}
        className="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={receiverPlaceholder}
        value={fields.receiver}
        aria-describedby={receiverName ? `${id}-receiver-name` : undefined}
        onChange={(event) => onChange({ ...fields, receiver: event.target.value })}
      />
      {receiverName ? (
        <span id={`${id}-receiver-name`} className="muted" data-testid="receiver-name">
          {receiverName}
        </span>
      ) : null}

      <FormAlert text={error} />
      <button type="submit" className="primary wide" disabled={checking}>
        {checking ? <Spinner label={wallet.preview} /> : wallet.preview}
      </button>
    </form>
  );
}
