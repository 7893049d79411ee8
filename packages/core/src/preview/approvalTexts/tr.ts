import type { ApprovalTexts } from "./approvalTextsEn.js";

/** Turkish. */
export const approvalTextsTr: ApprovalTexts = {
  titles: {
    signMessage: "Mesajı imzala",
    signTypedData: "Yapılandırılmış veriyi imzala",
    signTransaction: "İşlemi imzala",
    sendTransaction: "İşlemi gönder",
    grantPermissions: "İzin ver",
    revokePermissions: "İzni iptal et",
    exportKey: "Özel anahtarı dışa aktar",
    passkeys: "Geçiş anahtarları",
  },
  preview: {
    balanceChanges: "Bakiye değişiklikleri",
    simulating: "Simüle ediliyor…",
    noBalanceChanges: "Bakiye değişikliği yok",
    couldNotSimulate: "Bu işlem simüle edilemedi",
    wouldFail: "Bu işlem başarısız olur",
    failedCall: (index, reason) => `Çağrı ${index}: ${reason}`,
    whatItDoes: "Ne yapar",
    doesNativeTransfer: (amount, symbol, to) => `${to} adresine ${amount} ${symbol} gönder`,
    doesTokenTransfer: (amount, symbol, to) => `${to} adresine ${amount} ${symbol} gönder`,
    doesApprove: (spender, amount, symbol) =>
      `${spender} adresinin ${amount} ${symbol} harcamasına izin ver`,
    doesApproveUnlimited: (spender, symbol) =>
      `${spender} adresinin tüm ${symbol} bakiyenizi sınırsız harcamasına izin ver`,
    doesSwap: (sell, sellSymbol, buy, buySymbol) =>
      `${sell} ${sellSymbol} karşılığında en az ${buy} ${buySymbol} takas et`,
    doesNftTransfer: (collection, tokenId, to) =>
      `${collection} #${tokenId} öğesini ${to} adresine gönder`,
    doesOperatorApproval: (operator, collection) =>
      `${operator} adresinin tüm ${collection} NFT'lerinizi taşımasına izin ver`,
    doesOperatorRevoke: (operator, collection) =>
      `${operator} adresinin ${collection} NFT'lerinizi taşıma iznini kaldır`,
    doesWrap: (amount, symbol) => `${amount} ${symbol} sar`,
    doesUnwrap: (amount, symbol) => `${amount} ${symbol} çöz`,
    doesUnknown: (to, selector) => `${to} çağır (fonksiyon ${selector})`,
    warnUnlimitedApproval: (symbol, spender) =>
      `Sınırsız onay: ${spender} tüm ${symbol} bakiyenizi, şimdi ve sonra alacaklarınızı, size tekrar sormadan alabilir.`,
    warnApprovalAboveBalance: (symbol, spender) =>
      `Bu onay ${symbol} bakiyenizden fazla: ${spender} sonra alacağınız ${symbol} tutarını da alabilir.`,
    acknowledgeWarning: "Uyarıyı okudum",
  },
};
