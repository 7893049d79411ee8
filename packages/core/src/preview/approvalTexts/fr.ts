import type { ApprovalTexts } from "./approvalTextsEn.js";

/** French. */
export const approvalTextsFr: ApprovalTexts = {
  titles: {
    signMessage: "Signer le message",
    signTypedData: "Signer des données structurées",
    signTransaction: "Signer la transaction",
    sendTransaction: "Envoyer la transaction",
    grantPermissions: "Accorder une autorisation",
    revokePermissions: "Révoquer une autorisation",
    exportKey: "Exporter la clé privée",
    passkeys: "Clés d’accès",
  },
  preview: {
    balanceChanges: "Variations de solde",
    simulating: "Simulation…",
    noBalanceChanges: "Aucune variation de solde",
    couldNotSimulate: "Impossible de simuler cette transaction",
    wouldFail: "Cette transaction échouerait",
    failedCall: (index, reason) => `Appel ${index} : ${reason}`,
    whatItDoes: "Ce qu’elle fait",
    doesNativeTransfer: (amount, symbol, to) => `Envoyer ${amount} ${symbol} à ${to}`,
    doesTokenTransfer: (amount, symbol, to) => `Envoyer ${amount} ${symbol} à ${to}`,
    doesApprove: (spender, amount, symbol) => `Autoriser ${spender} à dépenser ${amount} ${symbol}`,
    doesApproveUnlimited: (spender, symbol) =>
      `Autoriser ${spender} à dépenser tous vos ${symbol}, sans limite`,
    doesSwap: (sell, sellSymbol, buy, buySymbol) =>
      `Échanger ${sell} ${sellSymbol} contre au moins ${buy} ${buySymbol}`,
    doesNftTransfer: (collection, tokenId, to) => `Envoyer ${collection} #${tokenId} à ${to}`,
    doesOperatorApproval: (operator, collection) =>
      `Autoriser ${operator} à déplacer tous vos NFT ${collection}`,
    doesOperatorRevoke: (operator, collection) =>
      `Retirer à ${operator} le droit de déplacer vos NFT ${collection}`,
    doesWrap: (amount, symbol) => `Envelopper ${amount} ${symbol}`,
    doesUnwrap: (amount, symbol) => `Désenvelopper ${amount} ${symbol}`,
    doesUnknown: (to, selector) => `Appeler ${to} (fonction ${selector})`,
    warnUnlimitedApproval: (symbol, spender) =>
      `Autorisation illimitée : ${spender} peut prendre tous vos ${symbol}, maintenant et tout ce que vous recevrez ensuite, sans vous redemander.`,
    warnApprovalAboveBalance: (symbol, spender) =>
      `Cette autorisation dépasse votre solde de ${symbol} : ${spender} peut aussi prendre les ${symbol} que vous recevrez plus tard.`,
    acknowledgeWarning: "J’ai lu l’avertissement",
  },
};
