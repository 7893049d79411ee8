import type { SocialOption } from "@foyer/core";
import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siX } from "simple-icons";

/** The providers' marks from Simple Icons (CC0), drawn in the text colour so every theme keeps its contrast. */
const MARKS: Record<SocialOption, { path: string }> = {
  google: siGoogle,
  github: siGithub,
  apple: siApple,
  facebook: siFacebook,
  x: siX,
  discord: siDiscord,
  farcaster: siFarcaster,
};

/** A provider's brand mark; decorative (the button or text beside it names the provider). */
export default function SocialMark({ provider }: { provider: SocialOption }) {
  return (
    <svg
      className="social-mark"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={MARKS[provider].path} />
    </svg>
  );
}
