import type { ApprovalTexts } from "./approvalTextsEn.js";

/** Portuguese. */
export const approvalTextsPt: ApprovalTexts = {
  titles: {
    signMessage: "Assinar mensagem",
    signTypedData: "Assinar dados estruturados",
    signTransaction: "Assinar transação",
    sendTransaction: "Enviar transação",
    grantPermissions: "Conceder permissão",
    revokePermissions: "Revogar permissão",
    exportKey: "Exportar chave privada",
    passkeys: "Chaves de acesso",
  },
  preview: {
    balanceChanges: "Alterações de saldo",
    simulating: "Simulando…",
    noBalanceChanges: "Nenhuma alteração de saldo",
    couldNotSimulate: "Não foi possível simular esta transação",
    wouldFail: "Esta transação falharia",
    failedCall: (index, reason) => `Chamada ${index}: ${reason}`,
    whatItDoes: "O que ela faz",
    doesNativeTransfer: (amount, symbol, to) => `Enviar ${amount} ${symbol} para ${to}`,
    doesTokenTransfer: (amount, symbol, to) => `Enviar ${amount} ${symbol} para ${to}`,
    doesApprove: (spender, amount, symbol) => `Permitir que ${spender} gaste ${amount} ${symbol}`,
    doesApproveUnlimited: (spender, symbol) =>
      `Permitir que ${spender} gaste todo o seu ${symbol}, sem limite`,
    doesSwap: (sell, sellSymbol, buy, buySymbol) =>
      `Trocar ${sell} ${sellSymbol} por pelo menos ${buy} ${buySymbol}`,
    doesNftTransfer: (collection, tokenId, to) => `Enviar ${collection} #${tokenId} para ${to}`,
    doesOperatorApproval: (operator, collection) =>
      `Permitir que ${operator} mova todos os seus NFTs ${collection}`,
    doesOperatorRevoke: (operator, collection) =>
      `Impedir ${operator} de mover seus NFTs ${collection}`,
    doesWrap: (amount, symbol) => `Embrulhar ${amount} ${symbol}`,
    doesUnwrap: (amount, symbol) => `Desembrulhar ${amount} ${symbol}`,
    doesUnknown: (to, selector) => `Chamar ${to} (função ${selector})`,
    warnUnlimitedApproval: (symbol, spender) =>
      `Aprovação ilimitada: ${spender} pode pegar todo o seu ${symbol}, agora e tudo o que você receber depois, sem perguntar de novo.`,
    warnApprovalAboveBalance: (symbol, spender) =>
      `Esta aprovação é maior que seu saldo de ${symbol}: ${spender} também pode pegar ${symbol} que você receber depois.`,
    acknowledgeWarning: "Li o aviso",
  },
};
