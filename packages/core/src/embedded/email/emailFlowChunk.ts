/**
 * The email flows' chunk: login, update, key export, the account type switch and
 * the restore of an earlier visit's session. `lazyEmailFlow.ts` loads it when
 * the modal first opens, on the first email action, or at start-up when an
 * email login was used before; a page whose visitor never opens the modal
 * doesn't carry it.
 */
export { adoptEmbeddedUser } from "../accountType/accountTypeSwitch.js";
export { createEmailFlow } from "./emailLogin.js";
export { restoreEmailSession } from "./restoreEmailSession.js";
