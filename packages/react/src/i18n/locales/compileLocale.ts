import {
  type ApprovalTexts,
  type ApprovalTextsJson,
  type CoreTexts,
  compileCatalogue,
  fillTemplate,
  type JsonOf,
} from "@foyer/core/internal";
import { alertCatalogue } from "../coreText/alertTexts.js";
import { en, type Messages } from "../en.js";
import type { NamesMessages } from "../namesEn.js";
import type { OnrampMessages } from "../onrampEn.js";
import { type SocialMessages, socialEn } from "../socialEn.js";
import type { SwapMessages } from "../swapEn.js";
import type { WalletMessages } from "../walletEn.js";
import type { LocaleCatalogue } from "./localeCatalogue.js";
import { fromTable } from "./wordTable.js";

/** The parts of `Messages` that are their own tables in the JSON (or not translated there). */
type OwnTables =
  | "wallet"
  | "social"
  | "names"
  | "swap"
  | "onramp"
  | "preview"
  | "coreTexts"
  | "alerts"
  // The same in every language (a namespace's own name), or core's approval texts.
  | "namespaceName"
  | "approvalTitles";

/** The wallet texts that are not one template: word tables, a choice, a list. */
type WalletLogic = "operation" | "status" | "permissionTransfer" | "permissionCalls";

/**
 * A translation as its JSON file holds it (`locales/<locale>.json`): English's keys, each
 * text a string with `{0}`, `{1}`… for the English function's arguments in order. The
 * wallet's word tables, its two transfer phrasings and its list separator are data too;
 * `compileLocale` turns them into the functions English has.
 */
export interface LocaleJson {
  /** The modal's own texts (`en`). */
  readonly modal: JsonOf<Omit<Messages, OwnTables>>;
  readonly wallet: JsonOf<Omit<WalletMessages, WalletLogic>> & {
    /** An activity's operation as the server names it → the word shown; others read capitalised. */
    readonly operation: Readonly<Record<string, string>>;
    /** An activity's status, likewise. */
    readonly status: Readonly<Record<string, string>>;
    /** A transfer permission up to an amount: `{0}` the amount, `{1}` the token's symbol. */
    readonly permissionTransfer: string;
    /** A transfer permission with no amount: `{0}` the token's symbol. */
    readonly permissionTransferAll: string;
    /** `{0}` the called contracts, joined by `listSeparator`. */
    readonly permissionCalls: string;
    readonly listSeparator: string;
  };
  readonly social: JsonOf<Omit<SocialMessages, "socialProviderNames">>;
  readonly names: JsonOf<NamesMessages>;
  readonly swap: JsonOf<SwapMessages>;
  readonly onramp: JsonOf<OnrampMessages>;
  readonly coreTexts: JsonOf<CoreTexts>;
}

/**
 * A locale's catalogue from its JSON and core's approval texts in that locale: the one code
 * path every translation takes, so no language carries logic of its own.
 */
export function compileLocale(
  locale: string,
  json: LocaleJson,
  approvalJson: ApprovalTextsJson,
): LocaleCatalogue {
  const approval = compileCatalogue<ApprovalTexts>(locale, approvalJson);
  const { modal, wallet, social, names, swap, onramp, coreTexts } = json;
  const {
    operation,
    status,
    permissionTransfer,
    permissionTransferAll,
    permissionCalls,
    listSeparator,
    ...walletTexts
  } = wallet;
  const core = compileCatalogue<CoreTexts>(locale, coreTexts);
  return {
    ...compileCatalogue<Omit<Messages, OwnTables>>(locale, modal),
    namespaceName: en.namespaceName,
    approvalTitles: approval.titles,
    coreTexts: core,
    alerts: alertCatalogue(core),
    wallet: {
      ...compileCatalogue<Omit<WalletMessages, WalletLogic>>(locale, walletTexts),
      operation: fromTable(operation),
      status: fromTable(status),
      permissionTransfer: (amount, symbol) =>
        amount === undefined
          ? fillTemplate(permissionTransferAll, [symbol])
          : fillTemplate(permissionTransfer, [amount, symbol]),
      permissionCalls: (targets) => fillTemplate(permissionCalls, [targets.join(listSeparator)]),
    },
    social: {
      ...compileCatalogue<Omit<SocialMessages, "socialProviderNames">>(locale, social),
      socialProviderNames: socialEn.socialProviderNames,
    },
    names: compileCatalogue<NamesMessages>(locale, names),
    swap: compileCatalogue<SwapMessages>(locale, swap),
    onramp: compileCatalogue<OnrampMessages>(locale, onramp),
    preview: approval.preview,
  };
}
