import type { SocialOption } from "@foyer/core";
import { lazy, Suspense } from "react";

/** The marks are their own chunk: a visitor who never sees the social buttons never loads them. */
const SocialMark = lazy(() => import("./socialMarks.js"));

/** A provider's mark, with its initial while the marks load. Decorative: aria-hidden. */
export function SocialIcon({ provider, name }: { provider: SocialOption; name: string }) {
  return (
    <Suspense
      fallback={
        <span className="social-mark" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      }
    >
      <SocialMark provider={provider} />
    </Suspense>
  );
}
