import { createStore, type Store } from "../store/createStore.js";

/** The app's legal documents (the host's `termsConditionsUrl` / `privacyPolicyUrl`) and the visitor's consent. */
export interface LegalState {
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  /** The visitor ticked the checkbox in this page's life. */
  accepted: boolean;
}

/**
 * The legal checkbox: with the feature on and at least one document to
 * point at, the Connect view asks the visitor to accept them, and offers no
 * way to connect until they do. Without a document there is nothing to agree to.
 *
 * @example legalConsentRequired(true, { termsConditionsUrl: "/terms", accepted: false }) // true
 */
export function legalConsentRequired(featureOn: boolean, state: LegalState): boolean {
  return legalCheckboxShown(featureOn, state) && !state.accepted;
}

/** Whether the Connect view shows the checkbox at all. */
export function legalCheckboxShown(featureOn: boolean, state: LegalState): boolean {
  return featureOn && Boolean(state.termsConditionsUrl || state.privacyPolicyUrl);
}

/** One instance's legal state; the consent is asked again on the next page load. */
export function createLegalStore(urls: {
  termsConditionsUrl?: string | undefined;
  privacyPolicyUrl?: string | undefined;
}): Store<LegalState> {
  return createStore<LegalState>({
    ...(urls.termsConditionsUrl ? { termsConditionsUrl: urls.termsConditionsUrl } : {}),
    ...(urls.privacyPolicyUrl ? { privacyPolicyUrl: urls.privacyPolicyUrl } : {}),
    accepted: false,
  });
}
