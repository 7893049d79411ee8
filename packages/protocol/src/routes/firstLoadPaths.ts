/**
 * Paths a client calls while its first screen loads (the project's features and origins, the
 * networks the API serves), apart from their routes' schemas: this keeps valibot out of what
 * that screen loads. `configRoute`, `originsRoute` and `supportedChainsRoute` are declared on
 * these paths; the client checks their answers with code it loads beside the request.
 */
export const FIRST_LOAD_PATHS = {
  remoteConfig: "/appkit/v1/config",
  allowedOrigins: "/projects/v1/origins",
  supportedChains: "/v1/supported-chains",
} as const;
