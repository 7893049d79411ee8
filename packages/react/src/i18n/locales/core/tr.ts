import type { CoreTexts } from "@foyer/core/internal";

/** Turkish: core's texts the modal shows (errors, toasts, alerts). */
export const coreTr: CoreTexts = {
  // Validation and sending
  addressInvalid: "Adres geçersiz",
  sendAmountAndReceiverRequired: "Bir tutar ve alıcı adresi gereklidir",
  sendTokenRequired: "Bir token gereklidir",
  unsupportedChain: "Desteklenmeyen zincir",
  emailCooldown: (seconds) => `Lütfen ${seconds} saniye sonra tekrar deneyin`,
  invalidNumber: "Geçersiz sayı",
  invalidEmail: "Geçersiz e-posta",
  actionNotAllowed: "Bu eyleme izin verilmiyor",
  smartAccountNotEnabled: "Bu ağda akıllı hesaplar etkin değil",
  transactionNotMined: "İşlem zamanında bir bloğa eklenmedi",
  // Balances, swaps, names, activity
  tokenBalanceUnavailable: "Token bakiyesi kullanılamıyor",
  gasPriceNetworkUnsupported: "Ağ, gas fiyatı için desteklenmiyor",
  swapsNetworkUnsupported: "Ağ, takas için desteklenmiyor",
  swapInsufficientGas: (symbol) => `Ağ ücretini ödemek için yeterli ${symbol} yok`,
  nameResolveFailed: "Ad çözümlenirken hata oluştu",
  nameSuggestionsFailed: "Ad önerileri alınırken hata oluştu",
  namesForAddressFailed: "Adrese ait adlar alınırken hata oluştu",
  nameRegisterFailed: (name) => `${name} adı kaydedilirken hata oluştu`,
  transactionsFetchFailed: "İşlemler alınamadı",
  imageUnavailable: "Görsel yüklenemedi",
  // Connecting
  networkNotFound: "Ağ bulunamadı",
  failedToConnect: "Bağlanılamadı",
  popupClosed: "Açılır pencere kapatıldı",
  modalClosed: "Modal pencere kapatıldı",
  connectionRejected: "Bağlantı reddedildi",
  socialConnectionFailed: "Sosyal giriş başlatılamadı",
  farcasterConnectionFailed: "Farcaster'a bağlanılamadı",
  noAuthConnector: "Kimlik doğrulama bağlayıcısı bulunamadı",
  notConnectedToEmailOrSocial: "E-posta veya sosyal hesapla bağlı değil",
  chainNotSupported: "Zincir desteklenmiyor",
  invalidConnectionStatus: "Geçersiz bağlantı durumu",
  disconnectChainsFailed: (reason) => `Zincirlerin bağlantısı kesilemedi: ${reason}`,
  connectorSupportsNoRequestedChain: "Bağlayıcı istenen zincirlerin hiçbirini desteklemiyor",
  unsupportedChainNamespace: "Desteklenmeyen zincir ad alanı",
  rpcUnavailable: (url) => `RPC uç noktası kullanılamıyor: ${url}`,
  authInitFailed: "Kimlik doğrulama başlatılırken bir sorun oluştu",
  signMessageFailed: "Mesaj imzalanırken hata oluştu",
  // The embedded wallet's frame
  frameLoadFailed: "E-posta ile giriş bileşeni yüklenemedi",
  requestAborted: "İstek iptal edildi",
  somethingWentWrong: "Bir sorun oluştu",
  frameErrorWithoutMessage: "Bir hata oluştu",
  embeddedWalletSignedOut: "Gömülü cüzdanda oturum açılmamış",
  // Alerts: short and long texts
  invalidAppConfiguration: "Geçersiz uygulama yapılandırması",
  alertNetworkNotFound: "Ağ bulunamadı",
  alertNetworkNotFoundLong:
    "Bu ağa geçmeden önce onu createFoyer'a verilen networks dizisine ekleyin.",
  alertOriginNotAllowedLong:
    "Bu sayfanın kaynağı, projenin izin verilen kaynakları arasında değil. Foyer sunucunuzda ekleyin.",
  alertEmbeddedWalletLoadFailed: "Ağ hatası - Gömülü cüzdan yüklenemedi",
  alertEmbeddedWalletLoadFailedLong:
    "Gömülü cüzdan yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.",
  alertEmbeddedWalletTimedOut: "Gömülü cüzdan isteği zaman aşımına uğradı",
  alertEmbeddedWalletTimedOutLong: "Gömülü cüzdan zamanında yanıt vermedi. Lütfen tekrar deneyin.",
  alertUnverifiedDomain: "Doğrulanmamış alan adı",
  alertUnverifiedDomainLong:
    "Bu alan adı proje için doğrulanmadığından gömülü cüzdan kullanılamıyor.",
  alertSessionExpired: "Oturumun süresi doldu",
  alertSessionExpiredLong:
    "Cihazınızın saati yanlış olabilir. Tarih ve saat ayarlarınızı kontrol edip yeniden bağlanın.",
  alertInvalidProjectId: "Geçersiz proje ID'si",
  alertInvalidProjectIdLong:
    "Foyer sunucusu bu proje ID'sini tanımıyor. createFoyer'a verilen projectId değerini kontrol edin.",
  alertProjectIdNotConfigured: "Proje ID'si yapılandırılmamış",
  alertProjectIdNotConfiguredLong:
    "createFoyer bir projectId gerektirir. Projenizin ID'sini verin.",
  alertAppConfigurationFailed: "Uygulama yapılandırması alınamadı",
  alertAppConfigurationFailedLong:
    "Foyer sunucusu proje yapılandırmasını döndüremedi. Lütfen daha sonra tekrar deneyin.",
  alertAppConfigurationRateLimited: "Çok fazla istek",
  alertAppConfigurationRateLimitedLong:
    "Proje yapılandırması çok sık istendi. Biraz bekleyip tekrar deneyin.",
  alertMultiWalletNotEnabled: "Çoklu cüzdan etkin değil",
  alertMultiWalletNotEnabledLong:
    "Bu uygulama aynı anda yalnızca bir bağlı cüzdana izin verir. Başka bir cüzdan bağlamak için mevcut cüzdanın bağlantısını kesin.",
  // What a wallet answered
  walletUserRejected: "İstek cüzdanda reddedildi",
  walletUnauthorized: "Cüzdan bu hesabı veya yöntemi yetkilendirmedi",
  walletUnsupportedMethod: "Cüzdan bu yöntemi desteklemiyor",
  walletProviderDisconnected: "Cüzdan hiçbir zincire bağlı değil",
  walletChainDisconnected: "Cüzdan istenen zincire bağlı değil",
  walletUnrecognizedChain: "Cüzdan bu zinciri henüz tanımıyor",
  walletParseError: "Cüzdan isteği okuyamadı",
  walletInvalidRequest: "Cüzdan geçersiz bir istek aldı",
  walletMethodNotFound: "Cüzdan bu yöntemi sunmuyor",
  walletInvalidParams: "İstekte geçersiz parametreler vardı",
  walletInternalError: "Cüzdanda dahili bir hata oluştu",
  walletInvalidInput: "Cüzdan isteğin girdisini reddetti",
  walletUnsupportedCapability: "Cüzdan gerekli bir özelliği desteklemiyor",
  walletUnsupportedChainId: "Cüzdan bu zincirde çağrıları desteklemiyor",
  walletDuplicateId: "Bu ID ile bir toplu işlem zaten gönderildi",
  walletUnknownBundleId: "Cüzdan bu toplu işlem ID'sini tanımıyor",
  walletBundleTooLarge: "Toplu işlem, cüzdan için çok fazla çağrı içeriyor",
  walletAtomicUpgradeRejected: "Atomik toplu işlemlere yükseltme reddedildi",
  walletAtomicityNotSupported: "Cüzdan bu çağrıları atomik olarak çalıştıramıyor",
  walletError: "Cüzdan bir hata döndürdü",
  walletInsufficientFunds: "Bu işlemi ve ağ ücretini ödemek için yeterli bakiye yok",
  chainNotConfigured:
    "Bu zincir yapılandırılmamış. Onu createFoyer'a verilen networks dizisine ekleyin.",
  connectorAlreadyConnected: "Bu cüzdan zaten bağlı",
  connectorNotConnected: "Bu cüzdan bağlı değil",
  chainMismatch: "Cüzdan, bu istekten farklı bir zincirde",
  providerNotFound: "Bu bağlayıcı için cüzdan sağlayıcısı bulunamadı",
  chainSwitchingNotSupported: "Bu cüzdan, uygulama üzerinden zincir değiştiremiyor",
  walletConnectNoEvmChain: "WalletConnect oturumunda EVM zinciri yok",
  walletConnectNoEvmAccount: "WalletConnect oturumu hiçbir EVM hesabına erişim vermiyor",
  walletConnectNoSession: "Geri yüklenecek WalletConnect oturumu yok",
  rpcAnswerInvalid: (method) => `Zincirin ${method} çağrısına verdiği yanıt geçerli değil`,
  // Bitcoin and Solana sends
  bitcoinInsufficientFunds: (available) =>
    `Tutar ve ücreti, bu hesaptaki ${available} BTC'yi aşıyor`,
  bitcoinDust: (minimum) =>
    `Bu adrese en az ${minimum} BTC gönderin: daha küçük bir tutar, ağın iletmediği toz (dust) miktarıdır`,
  bitcoinPsbtRefused: "Cüzdan işlemi imzalamadı",
  bitcoinBroadcastRejected: (reason) => `Bitcoin ağı işlemi reddetti: ${reason}`,
  bitcoinUnsupportedSender: "Bu hesabın adres türü buradan gönderim yapamaz",
  solanaInsufficientFunds: "Bu işlem ve ücreti için bakiye yetersiz",
  solanaRentMinimum: (minimum) =>
    `Alıcının henüz Solana hesabı yok: hesabı açmak için en az ${minimum} SOL gönderin`,
  solanaRentLeftBelow:
    "Bu transfer, bir hesabı Solana'nın kira muafiyeti (rent-exempt) alt sınırının altında bırakır",
  solanaTransactionRefused: "Solana ağı işlemi reddetti",
  solanaTransactionExpired: "İşlemin süresi, bloğa eklenmeden önce doldu; lütfen tekrar deneyin",
};
