export { devClients, type IdpClient } from "./clients.js";
export { CALLBACK_PATH, type IdpOptions, type RunningIdp, startIdp } from "./idp.js";
export { PROVIDER_NAMES, type ProviderName, TEST_PEOPLE, type TestPerson } from "./people.js";
