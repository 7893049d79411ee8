import type { ReactNode } from "react";
import { Panel } from "./Panel.js";
import { panelMessages as m } from "./panelMessages.js";

/**
 * Sign in with X: the session panel when the page was opened with `?siwx=` (its code loads only
 * then), else links that reload the page with sign-in on.
 */
export function SignInPanel({ signIn }: { signIn: ReactNode }) {
  if (signIn) return signIn;
  const withSiwx = (mode: string) => {
    const params = new URLSearchParams(window.location.search);
    params.set("siwx", mode);
    return `?${params.toString()}`;
  };
  return (
    <Panel id="siwx" title={m.siwxHeading} about={m.siwxAbout}>
      <p className="panel__note">
        {m.siwxOff} <a href={withSiwx("optional")}>{m.siwxOptional}</a> ·{" "}
        <a href={withSiwx("required")}>{m.siwxRequired}</a>
      </p>
    </Panel>
  );
}
