import { useState } from "react";

/**
 * The icon of the app asking to sign in: its metadata's first icon, or — when
 * it has none, or the image does not load — a tile with a generic app glyph
 * (not a lone initial, which reads as a broken image). Decorative: the
 * dialog's title names the app.
 */
export function AppIcon({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className="wallet-image large" src={src} alt="" onError={() => setFailed(true)} />;
  }
  return (
    <span
      className="wallet-image large"
      aria-hidden="true"
      data-testid="app-tile"
      style={{
        background: "linear-gradient(135deg,var(--foyer-accent),var(--foyer-surface))",
        color: "var(--foyer-accent-foreground)",
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width="36"
        height="36"
        fill="none"
        stroke="currentColor"
        aria-hidden="true"
      >
        <rect x="3" y="4" width="18" height="16" rx="3" strokeWidth="1.6" />
        <path d="M3 9h18" strokeWidth="1.6" />
        <circle cx="6.5" cy="6.5" r=".8" fill="currentColor" stroke="none" />
        <circle cx="9" cy="6.5" r=".8" fill="currentColor" stroke="none" />
        <path d="M8 14.5l2.5 2.5L16 12" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </span>
  );
}
