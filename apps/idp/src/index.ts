export { devClients, type IdpClient } from "./clients.js";
export { DEV_RELAY_AUTH_KEY, SIGN_IN_PATH as FARCASTER_SIGN_IN_PATH } from "./farcasterRelay.js";
export { CALLBACK_PATH, type IdpOptions, type RunningIdp, startIdp } from "./idp.js";
export { PROVIDER_NAMES, type ProviderName, TEST_PEOPLE, type TestPerson } from "./people.js";
