import type { ApprovalTexts } from "./approvalTextsEn.js";

/** German. */
export const approvalTextsDe: ApprovalTexts = {
  titles: {
    signMessage: "Nachricht signieren",
    signTypedData: "Strukturierte Daten signieren",
    signTransaction: "Transaktion signieren",
    sendTransaction: "Transaktion senden",
    grantPermissions: "Berechtigung erteilen",
    revokePermissions: "Berechtigung widerrufen",
    exportKey: "Privaten Schlüssel exportieren",
    passkeys: "Passkeys verwalten",
  },
  preview: {
    balanceChanges: "Saldoänderungen",
    simulating: "Wird simuliert…",
    noBalanceChanges: "Keine Saldoänderungen",
    couldNotSimulate: "Diese Transaktion konnte nicht simuliert werden",
    wouldFail: "Diese Transaktion würde fehlschlagen",
    failedCall: (index, reason) => `Aufruf ${index}: ${reason}`,
    whatItDoes: "Was sie tut",
    doesNativeTransfer: (amount, symbol, to) => `${amount} ${symbol} an ${to} senden`,
    doesTokenTransfer: (amount, symbol, to) => `${amount} ${symbol} an ${to} senden`,
    doesApprove: (spender, amount, symbol) => `${spender} erlauben, ${amount} ${symbol} auszugeben`,
    doesApproveUnlimited: (spender, symbol) =>
      `${spender} erlauben, all deine ${symbol} ohne Grenze auszugeben`,
    doesSwap: (sell, sellSymbol, buy, buySymbol) =>
      `${sell} ${sellSymbol} gegen mindestens ${buy} ${buySymbol} tauschen`,
    doesNftTransfer: (collection, tokenId, to) => `${collection} #${tokenId} an ${to} senden`,
    doesOperatorApproval: (operator, collection) =>
      `${operator} erlauben, all deine ${collection}-NFTs zu bewegen`,
    doesOperatorRevoke: (operator, collection) =>
      `${operator} das Bewegen deiner ${collection}-NFTs entziehen`,
    doesWrap: (amount, symbol) => `${amount} ${symbol} einwickeln`,
    doesUnwrap: (amount, symbol) => `${amount} ${symbol} auswickeln`,
    doesUnknown: (to, selector) => `${to} aufrufen (Funktion ${selector})`,
    warnUnlimitedApproval: (symbol, spender) =>
      `Unbegrenzte Freigabe: ${spender} kann all deine ${symbol} nehmen, jetzt und alles, was du später erhältst, ohne erneut zu fragen.`,
    warnApprovalAboveBalance: (symbol, spender) =>
      `Diese Freigabe übersteigt dein ${symbol}-Guthaben: ${spender} kann auch ${symbol} nehmen, die du später erhältst.`,
    acknowledgeWarning: "Ich habe die Warnung gelesen",
  },
};
