export {
  createLegalStore,
  type LegalState,
  legalCheckboxShown,
  legalConsentRequired,
} from "./legalConsent.js";
