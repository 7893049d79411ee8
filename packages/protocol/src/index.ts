/**
 * @foyer/protocol: the contract between Foyer's provider server and its clients — every HTTP
 * route with valibot schemas for what it reads and answers, the SIWX message text, CAIP ids,
 * the RPC proxy URL and the remote features. No DOM, no Node: both sides import it.
 */

export * from "./admin/index.js";
export * from "./auth/authRefusals.js";
export * from "./auth/embeddedAuthRoutes.js";
export * from "./auth/embeddedBody.js";
export * from "./auth/normaliseEmail.js";
export * from "./auth/wrongCodeWait.js";
export * from "./bitcoin/bitcoinNetworks.js";
export * from "./bitcoin/esploraPaths.js";
export * from "./cache/ttlCache.js";
export * from "./caip/caip.js";
export * from "./caip/evmAddress.js";
export * from "./errors/walkErrorChain.js";
export * from "./events/emitter.js";
export * from "./features/remoteFeatures.js";
export * from "./guards/isRecord.js";
export * from "./http/errorBody.js";
export * from "./http/fields.js";
export * from "./http/readInput.js";
export * from "./http/route.js";
export * from "./http/urls.js";
export * from "./i18n/catalogueChecks.js";
export * from "./i18n/localeFormat.js";
export * from "./i18n/locales.js";
export * from "./names/accountName.js";
export * from "./names/nameRegistrationMessage.js";
export * from "./onramp/restrictedRegions.js";
export * from "./preview/previewRoute.js";
export * from "./routes/analyticsRoutes.js";
export * from "./routes/bitcoinRoutes.js";
export * from "./routes/blockchainRoutes.js";
export * from "./routes/devRoutes.js";
export * from "./routes/explorerPaths.js";
export * from "./routes/explorerRoutes.js";
export * from "./routes/firstLoadPaths.js";
export * from "./routes/nameRoutes.js";
export * from "./routes/onrampRoutes.js";
export * from "./routes/opsRoutes.js";
export * from "./routes/passkeyRoutes.js";
export * from "./routes/projectRoutes.js";
export * from "./routes/smartAccountRoutes.js";
export * from "./routes/socialLogin.js";
export * from "./routes/swapRoutes.js";
export * from "./rpc/rpcProxyRoutes.js";
export * from "./rpc/rpcProxyUrl.js";
export * from "./rpc/rpcRetry.js";
export * from "./rpc/rpcTransport.js";
export * from "./siwx/siwxMessage.js";
export * from "./siwx/siwxRoutes.js";
export * from "./sponsorship/sponsorshipPolicy.js";
export * from "./storage/keyValueStorage.js";
export * from "./swap/swapChains.js";
export * from "./swap/swapRefusals.js";
