import {
  type CaipNetwork,
  type Foyer,
  InvalidInputError,
  isUserRejection,
  type UserText,
  userTextOf,
  WalletError,
} from "@foyer/core";
import {
  type AccountDataServices,
  type AdapterFeeOption,
  evmCoinType,
  type FeeSpeed,
  formatTokenAmount,
  formatUnits,
  INSUFFICIENT_FUNDS,
  isEvmAddress,
  isNameRegistrationChainId,
  maxSendAmount,
  type SendTransactionDraft,
  sendBalanceProblem,
  type TokenBalanceItem,
  truncateAddress,
} from "@foyer/core/internal";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";
import { useLocale } from "../../i18n/catalogueContext.js";
import { useWalletMessages } from "../../i18n/useWalletMessages.js";
import type { WalletMessages } from "../../i18n/walletEn.js";
import { useAccountTarget } from "../Account/tabs/useAccountTarget.js";
import { formErrorAfterEdit } from "./formErrorAfterEdit.js";
import { networkFee } from "./networkFee.js";
import {
  balanceMessage,
  checkSend,
  isAccountName,
  type SendFields,
  sendSpecError,
} from "./sendValidation.js";

/** The fee line of the preview. */
export type FeeState =
  | { status: "estimating" }
  | { status: "ready"; fee: string; wei: bigint }
  /** Bitcoin: fees to choose from (slow/normal/fast), each worked out for the coins it spends. */
  | { status: "choice"; options: readonly AdapterFeeOption[]; speed: FeeSpeed }
  /** `problem`: why the transaction can't be built at all (dust, more than the coins hold). */
  | { status: "unavailable"; problem?: UserText };

/** The option the user has chosen, when the fee is a choice. */
export function chosenFee(fee: FeeState): AdapterFeeOption | undefined {
  return fee.status === "choice"
    ? fee.options.find((option) => option.speed === fee.speed)
    : undefined;
}

/** A checked send waiting for the user's confirmation. */
export interface SendPreviewModel {
  token: TokenBalanceItem;
  amount: string;
  receiver: string;
  receiverAddress: string;
  draft: SendTransactionDraft;
  /** The amount in the token's smallest unit, for the balance check once the fee is known. */
  units: bigint;
}

/**
 * Where the flow is: editing (with the last problem), previewing (with a
 * problem the fee revealed, which keeps the wallet from being asked), or
 * waiting for the wallet.
 */
export type SendStep =
  | { step: "form"; error?: UserText; checking: boolean }
  | { step: "preview"; preview: SendPreviewModel; fee: FeeState; error?: UserText }
  | { step: "sending"; preview: SendPreviewModel; fee: FeeState };

/** A native send must leave room for its fee once the fee is known (ERC-20 fees come from ETH). */
function feeProblem(
  preview: SendPreviewModel,
  fee: FeeState,
  wallet: WalletMessages,
): UserText | undefined {
  if (fee.status === "unavailable") return fee.problem;
  const cost = fee.status === "ready" ? fee.wei : chosenFee(fee)?.fee;
  if (cost === undefined) return undefined;
  const problem = sendBalanceProblem({ token: preview.token, amount: preview.units, fee: cost });
  return balanceMessage(problem, wallet);
}

/** The instance's account-data clients; undefined without a server or when their chunk fails. */
function accountData(foyer: Foyer): Promise<AccountDataServices | undefined> {
  return foyer.services?.accountData().catch(() => undefined) ?? Promise.resolve(undefined);
}

const EMPTY_FIELDS: SendFields = { token: undefined, amount: "", receiver: "" };

/**
 * Bitcoin's fee choice from the adapter (normal first chosen). A transaction the adapter
 * can't build (dust, more than the coins hold, an address of another network) is said as it
 * is; a quote that fails otherwise leaves the fee unknown, as a failed gas estimate does.
 */
async function quoteBitcoinFees(foyer: Foyer, draft: SendTransactionDraft): Promise<FeeState> {
  try {
    const options = (await foyer.quoteFees(draft)) ?? [];
    const first = options.find((option) => option.speed === "normal") ?? options[0];
    return first ? { status: "choice", options, speed: first.speed } : { status: "unavailable" };
  } catch (error) {
    return error instanceof InvalidInputError
      ? { status: "unavailable", problem: userTextOf(error) }
      : { status: "unavailable" };
  }
}

/** Solana's fee for the built transfer as the node prices it (lamports), in SOL. */
async function solanaFee(
  foyer: Foyer,
  draft: SendTransactionDraft,
  network: CaipNetwork | undefined,
  locale: string,
): Promise<FeeState> {
  try {
    const lamports = await foyer.estimateFee(draft);
    if (lamports === undefined || !network) return { status: "unavailable" };
    const { decimals, symbol } = network.nativeCurrency;
    return {
      status: "ready",
      fee: `${formatTokenAmount(formatUnits(lamports, decimals), locale)} ${symbol}`,
      wei: lamports,
    };
  } catch {
    // The fee is information, not a gate: the wallet prices it again when it signs.
    return { status: "unavailable" };
  }
}

/** Gas of a plain native transfer to an account without code. */
const PLAIN_TRANSFER_GAS = 21_000n;

/**
 * The send flow (behaviour §4, §5): form → preview with the gas estimate →
 * confirm in the wallet. Success shows a toast with the shortened hash,
 * resets the form and returns to Account; a rejection or failure returns to
 * the form with everything kept, so the user can try again.
 */
export function useSendFlow() {
  const foyer = useFoyer();
  const wallet = useWalletMessages();
  const locale = useLocale();
  const { namespace, caipNetworkId } = useAccountTarget();
  const { network } = useFoyerNetwork();
  const [fields, setFields] = useState<SendFields>(EMPTY_FIELDS);
  const [step, setStep] = useState<SendStep>({ step: "form", checking: false });
  // Answers (name lookup, fee, wallet) for a flow the user has left must not land.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // A message goes as soon as the edit that fixes its cause is made, not at the next Preview.
  const shownFields = useRef(fields);
  useEffect(() => {
    const before = shownFields.current;
    shownFields.current = fields;
    if (before === fields) return;
    setStep((current) => {
      if (current.step !== "form" || current.error === undefined) return current;
      const error = formErrorAfterEdit(current.error, before, fields, namespace, wallet);
      return error === current.error ? current : { ...current, error };
    });
  }, [fields, namespace, wallet]);

  const resolveReceiver = useCallback(
    async (receiver: string): Promise<string | undefined> => {
      if (!isAccountName(receiver)) return receiver.trim();
      const names = (await accountData(foyer))?.blockchain.names;
      if (!names) return receiver.trim();
      const record = await names.lookupName(receiver.trim());
      // Records key addresses by ENSIP-11 coin type: this chain's first, else the one there is
      // (an EVM address is the same account on every EVM chain).
      const chainId = Number(caipNetworkId?.split(":")[1]);
      const keys = [
        namespace === "eip155" && isNameRegistrationChainId(chainId)
          ? String(evmCoinType(chainId))
          : "",
        "60",
      ];
      const addresses = Object.entries(record?.addresses ?? {});
      const match = addresses.find(([key]) => keys.includes(key));
      return (match ?? addresses[0])?.[1].address;
    },
    [foyer, caipNetworkId, namespace],
  );

  const estimateFee = useCallback(
    async (draft: SendTransactionDraft): Promise<FeeState> => {
      if (namespace === "bip122") return quoteBitcoinFees(foyer, draft);
      if (namespace === "solana") return solanaFee(foyer, draft, network, locale);
      const gasPrices = (await accountData(foyer))?.blockchain.swap;
      if (!network || !caipNetworkId || !gasPrices) return { status: "unavailable" };
      try {
        const gas = await foyer.estimateGas(draft);
        if (gas === undefined) return { status: "unavailable" };
        const price = await gasPrices.getGasPrice(caipNetworkId);
        const { decimals, symbol } = network.nativeCurrency;
        return {
          status: "ready",
          fee: networkFee(gas, price.standard, decimals, symbol, locale),
          wei: gas * BigInt(price.standard),
        };
      } catch {
        // The fee is information, not a gate: the wallet estimates again when it signs.
        return { status: "unavailable" };
      }
    },
    [foyer, network, caipNetworkId, namespace, locale],
  );

  const preview = useCallback(async () => {
    const fail = (error: UserText) => setStep({ step: "form", checking: false, error });
    const specError = sendSpecError(fields, namespace, wallet);
    if (specError) return fail(specError);
    setStep({ step: "form", checking: true });
    // A lookup that fails says 'Error resolving name' (behaviour §8); a free name, that no one has it.
    const resolved = await resolveReceiver(fields.receiver).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    if (!alive.current) return;
    if (resolved instanceof Error) return fail(userTextOf(resolved));
    if (resolved === undefined) return fail(wallet.nameNotFound(fields.receiver.trim()));
    const check = checkSend(fields, resolved, namespace, wallet);
    if (!check.ok) return fail(check.error);
    const model: SendPreviewModel = {
      token: check.token,
      amount: fields.amount.trim(),
      receiver: fields.receiver.trim(),
      receiverAddress: resolved,
      draft: check.draft,
      units: check.units,
    };
    setStep({ step: "preview", preview: model, fee: { status: "estimating" } });
    const fee = await estimateFee(check.draft);
    if (!alive.current) return;
    setStep((current) =>
      current.step === "preview" && current.preview === model
        ? { ...current, fee, error: feeProblem(model, fee, wallet) }
        : current,
    );
  }, [fields, namespace, wallet, resolveReceiver, estimateFee]);

  const confirm = useCallback(async () => {
    if (step.step !== "preview" || step.error !== undefined) return;
    setStep({ step: "sending", preview: step.preview, fee: step.fee });
    foyer.stores.toast.showLoading(wallet.sending);
    try {
      const rate = chosenFee(step.fee)?.rate;
      const draft =
        rate === undefined ? step.preview.draft : { ...step.preview.draft, feeRate: rate };
      const hash = await foyer.sendTransaction(draft);
      foyer.stores.toast.showSuccess(wallet.sent(truncateAddress(hash)));
      // The core reads the balances again, past every cache, once the send is mined.
      // An embedded wallet's approval (ApproveTransaction) replaces this view while it
      // waits, so the hook that sent may be gone; the flow still ends on Account
      // (behaviour §4) unless the user has gone elsewhere meanwhile.
      const { view } = foyer.stores.router.current();
      if (view === "WalletSend" || view === "ApproveTransaction") {
        foyer.stores.router.reset({ view: "Account" });
      }
      if (!alive.current) return;
      setFields(EMPTY_FIELDS);
      setStep({ step: "form", checking: false });
    } catch (error) {
      // A refusal the user can act on (a balance, fee or rent shortfall the chain named) is said
      // as it is; anything else is the generic failure.
      const message = isUserRejection(error)
        ? wallet.transactionRejected
        : error instanceof InvalidInputError ||
            (error instanceof WalletError && error.code === INSUFFICIENT_FUNDS)
          ? userTextOf(error)
          : wallet.transactionFailed;
      foyer.stores.toast.showError(message, { cause: error });
      if (alive.current) setStep({ step: "form", checking: false, error: message });
    }
  }, [foyer, step, wallet]);

  const edit = useCallback(() => setStep({ step: "form", checking: false }), []);

  /** Bitcoin: another fee speed; the balance check follows its fee. */
  const chooseSpeed = useCallback(
    (speed: FeeSpeed) =>
      setStep((current) => {
        if (current.step !== "preview" || current.fee.status !== "choice") return current;
        const fee: FeeState = { ...current.fee, speed };
        return { ...current, fee, error: feeProblem(current.preview, fee, wallet) };
      }),
    [wallet],
  );

  /**
   * "Max": an ERC-20 token's whole balance at once; for the native token the
   * balance less room for the fee (core's `maxSendAmount`), which needs the
   * gas price and the gas of a send to the receiver when one is typed (a
   * plain transfer's otherwise). Without them the whole balance goes in and
   * the preview's fee check speaks up, as before.
   */
  const [fillingMax, setFillingMax] = useState(false);
  const fillMax = useCallback(async () => {
    const token = fields.token;
    if (!token) return;
    const whole = maxSendAmount({ token }) ?? token.quantity.numeric;
    if (token.address !== undefined) {
      setFields((current) => (current.token === token ? { ...current, amount: whole } : current));
      return;
    }
    setFillingMax(true);
    let amount = whole;
    try {
      const gasPrices = (await accountData(foyer))?.blockchain.swap;
      if (gasPrices && caipNetworkId) {
        const receiver = fields.receiver.trim();
        const [gas, price] = await Promise.all([
          // A receiver with code may need more than a plain transfer's gas.
          isEvmAddress(receiver)
            ? foyer.estimateGas({ to: receiver, value: 0n }).catch(() => undefined)
            : undefined,
          gasPrices.getGasPrice(caipNetworkId),
        ]);
        amount =
          maxSendAmount({
            token,
            gas: gas ?? PLAIN_TRANSFER_GAS,
            gasPrice: BigInt(price.standard),
          }) ?? whole;
      }
    } catch {
      // No price: the whole balance, and the preview's fee check says what is missing.
    }
    if (!alive.current) return;
    setFillingMax(false);
    setFields((current) => (current.token === token ? { ...current, amount } : current));
  }, [foyer, fields, caipNetworkId]);

  return { fields, setFields, step, preview, confirm, edit, chooseSpeed, fillMax, fillingMax };
}
