import { legalCheckboxShown } from "@foyer/core/internal";
import type { ReactNode } from "react";
import { useFeatures } from "../../hooks/useFeatures.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useMessages } from "../../i18n/MessagesContext.js";

/** A sentence with `{terms}` / `{privacy}` in it, the placeholders turned into links. */
function withLinks(sentence: string, links: Record<string, ReactNode>): ReactNode[] {
  return sentence
    .split(/(\{terms\}|\{privacy\})/)
    .map((part) => (part === "{terms}" || part === "{privacy}" ? links[part] : part));
}

/**
 * The legal checkbox: the app's terms and privacy policy, linked, to
 * accept before connecting. Shown when the feature is on and the host named
 * at least one of them; core keeps the consent, Connect disables every way in
 * until it is given.
 */
export function LegalCheckbox() {
  const foyer = useFoyer();
  const messages = useMessages();
  const features = useFeatures();
  const legal = useStore(foyer.stores.legal, (s) => s);
  if (!legalCheckboxShown(features.legalCheckbox, legal)) return null;
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = legal;
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {text}
    </a>
  );
  const sentence =
    terms && privacy
      ? messages.legalConsent
      : terms
        ? messages.legalConsentTerms
        : messages.legalConsentPrivacy;
  return (
    <label className="legal">
      <input
        type="checkbox"
        checked={legal.accepted}
        onChange={(event) => foyer.acceptLegal(event.target.checked)}
      />
      <span>
        {withLinks(sentence, {
          "{terms}": terms ? <span key="terms">{link(terms, messages.termsOfService)}</span> : null,
          "{privacy}": privacy ? (
            <span key="privacy">{link(privacy, messages.privacyPolicy)}</span>
          ) : null,
        })}
      </span>
    </label>
  );
}
