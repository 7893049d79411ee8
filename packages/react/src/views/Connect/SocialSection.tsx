import type { SocialOption } from "@foyer/core";
import { socialButtonsOf } from "@foyer/core/internal";
import { useId, useState } from "react";
import { socialMarkStyle, socialMarkUrl } from "../../components/SocialIcon/SocialIcon.js";
import { SOCIAL_STYLES } from "../../components/SocialIcon/socialStyles.js";
import { useFeatures } from "../../hooks/useFeatures.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useCoreText } from "../../i18n/coreText/useCoreText.js";
import { useSocialMessages } from "../../i18n/useSocialMessages.js";
import { ShadowStyle } from "../../modal/shadowStyles.js";
import { socialButtons } from "./socialButtons.js";

/**
 * Connect's social logins (behaviour §2, §4): one button per enabled provider in the remote
 * config's order, the first few shown and the rest behind "more". A click opens the
 * provider's 600x800 popup (core opens it in the click itself), or for Farcaster the
 * ConnectingFarcaster view; 'Popup closed' or
 * 'Failed to initiate social connection' shows under the buttons, and a refusal at the
 * provider 'Connection rejected', quietly.
 */
export function SocialSection() {
  const foyer = useFoyer();
  const messages = useSocialMessages();
  const coreText = useCoreText();
  const features = useFeatures();
  const social = useStore(foyer.stores.embedded, (s) => s.social);
  const [expanded, setExpanded] = useState(false);
  const errorId = useId();
  const listId = useId();
  const providers = socialButtonsOf(features.socials);
  const { shown, hasMore } = socialButtons(providers, expanded);
  const connecting = social.step === "connecting";
  const names = messages.socialProviderNames;
  // Farcaster signs in from the person's Farcaster app (a QR code), the others in a popup.
  const choose = (provider: SocialOption) => {
    if (provider === "farcaster") foyer.stores.router.push({ view: "ConnectingFarcaster" });
    else void foyer.social.connectSocial(provider);
  };

  return (
    <div className="socials" id={listId}>
      <ShadowStyle css={SOCIAL_STYLES} />
      {shown.map((provider) => {
        const busy = connecting && social.provider === provider;
        return (
          <button
            key={provider}
            type="button"
            className="social social--marked"
            style={socialMarkStyle(provider)}
            aria-label={messages.socialContinueWith(names[provider])}
            aria-busy={busy || undefined}
            aria-describedby={social.error && social.provider === provider ? errorId : undefined}
            onClick={() => choose(provider)}
          />
        );
      })}
      {hasMore ? (
        <button
          type="button"
          className="social social-more"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={expanded ? messages.socialFewer : messages.socialMore}
          onClick={() => setExpanded((open) => !open)}
        >
          {/* Named by its label; the sign is only drawn. */}
          {expanded ? "−" : "⋯"}
        </button>
      ) : null}
      {connecting && social.provider ? (
        <p className="muted social-error" role="status">
          {messages.socialWaiting(names[social.provider])}
        </p>
      ) : null}
      {social.error && social.rejected ? (
        // The person's own refusal is a choice, not a failure: said quietly, as a status.
        <p id={errorId} className="muted social-error" role="status">
          {coreText(social.error)}
        </p>
      ) : social.error ? (
        <p id={errorId} className="error-text social-error" role="alert">
          {coreText(social.error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The marks of the buttons the section shows first, as images whose SVG the browser
 * parses now: each is a document of its own, built (~2 ms) the first time the page
 * uses it, in the style pass of the modal's first frame otherwise. The caller holds
 * the images until the section has shown them.
 */
export function decodeShownMarks(providers: readonly SocialOption[]): HTMLImageElement[] {
  return socialButtons(providers, false).shown.map((provider) => {
    const mark = new Image();
    mark.src = socialMarkUrl(provider);
    return mark;
  });
}
