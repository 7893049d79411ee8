import type { ApprovalTexts } from "./approvalTextsEn.js";

/** Spanish. */
export const approvalTextsEs: ApprovalTexts = {
  titles: {
    signMessage: "Firmar mensaje",
    signTypedData: "Firmar datos estructurados",
    signTransaction: "Firmar transacción",
    sendTransaction: "Enviar transacción",
    grantPermissions: "Conceder permiso",
    revokePermissions: "Revocar permiso",
    exportKey: "Exportar clave privada",
    passkeys: "Llaves de acceso",
  },
  preview: {
    balanceChanges: "Cambios de saldo",
    simulating: "Simulando…",
    noBalanceChanges: "Sin cambios de saldo",
    couldNotSimulate: "No se pudo simular esta transacción",
    wouldFail: "Esta transacción fallaría",
    failedCall: (index, reason) => `Llamada ${index}: ${reason}`,
    whatItDoes: "Qué hace",
    doesNativeTransfer: (amount, symbol, to) => `Enviar ${amount} ${symbol} a ${to}`,
    doesTokenTransfer: (amount, symbol, to) => `Enviar ${amount} ${symbol} a ${to}`,
    doesApprove: (spender, amount, symbol) => `Permitir que ${spender} gaste ${amount} ${symbol}`,
    doesApproveUnlimited: (spender, symbol) =>
      `Permitir que ${spender} gaste todos tus ${symbol}, sin límite`,
    doesSwap: (sell, sellSymbol, buy, buySymbol) =>
      `Intercambiar ${sell} ${sellSymbol} por al menos ${buy} ${buySymbol}`,
    doesNftTransfer: (collection, tokenId, to) => `Enviar ${collection} #${tokenId} a ${to}`,
    doesOperatorApproval: (operator, collection) =>
      `Permitir que ${operator} mueva todos tus NFT de ${collection}`,
    doesOperatorRevoke: (operator, collection) =>
      `Impedir que ${operator} mueva tus NFT de ${collection}`,
    doesWrap: (amount, symbol) => `Envolver ${amount} ${symbol}`,
    doesUnwrap: (amount, symbol) => `Desenvolver ${amount} ${symbol}`,
    doesUnknown: (to, selector) => `Llamar a ${to} (función ${selector})`,
    warnUnlimitedApproval: (symbol, spender) =>
      `Aprobación ilimitada: ${spender} puede tomar todos tus ${symbol}, ahora y lo que recibas después, sin volver a preguntarte.`,
    warnApprovalAboveBalance: (symbol, spender) =>
      `Esta aprobación supera tu saldo de ${symbol}: ${spender} también puede tomar los ${symbol} que recibas más tarde.`,
    acknowledgeWarning: "He leído la advertencia",
  },
};
