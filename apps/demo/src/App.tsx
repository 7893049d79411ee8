import type { ChainAdapter } from "@foyer/core";
import { ConnectButton } from "@foyer/react";
import { lazy, type ReactNode, Suspense } from "react";
import { afterFirstPaint } from "./afterFirstPaint.js";
import { type DemoConfig, multiWalletSearch } from "./config.js";
import { demoMessages as m } from "./messages.js";
import type { ThemeState } from "./theme/useThemeChoice.js";

// The first paint carries the header and the connect button; the theme control, the status
// line and the capability cards are chunks of their own fetched once it is painted (their
// evaluation would otherwise put that frame off). The stored theme itself is applied before
// the first paint (main.tsx), so only its control arrives later.
const afterPaint = <M,>(load: () => Promise<M>) => afterFirstPaint(window).then(load);
const CapabilityPanels = lazy(() => afterPaint(() => import("./panels/CapabilityPanels.js")));
const ThemeControl = lazy(() =>
  afterPaint(() => import("./theme/ThemeControl.js")).then((module) => ({
    default: module.ThemeControl,
  })),
);
const LocaleControl = lazy(() =>
  afterPaint(() => import("./locale/LocaleControl.js")).then((module) => ({
    default: module.LocaleControl,
  })),
);

/** `signIn`: the Sign in with X panel when `?siwx=` turned it on (loaded lazily). */
export function App(props: {
  config: DemoConfig;
  evm: ChainAdapter;
  theme: ThemeState;
  signIn?: ReactNode;
}) {
  const { config, evm, theme, signIn } = props;
  // The page's own box is #root (`.page` in index.html): no wrapper element of its own.
  return (
    <>
      <header className="hero">
        <div className="hero__text">
          <h1>{m.title}</h1>
          <p className="tagline">{m.tagline}</p>
          <p>{m.intro}</p>
        </div>
        <div className="hero__actions">
          <div className="hero__wallet">
            <ConnectButton />
          </div>
          <Suspense fallback={null}>
            <ThemeControl choice={theme.choice} mode={theme.mode} onChange={theme.setChoice} />
          </Suspense>
          <Suspense fallback={null}>
            <LocaleControl />
          </Suspense>
        </div>
      </header>
      <main>
        <Suspense fallback={null}>
          <CapabilityPanels config={config} evm={evm} signIn={signIn ?? null} />
        </Suspense>
      </main>
      <footer className="hint">
        {m.footer} <code>{config.serverUrl}</code> · {m.footerProject}{" "}
        <code>{config.projectId}</code> ·{" "}
        <a href={multiWalletSearch(window.location.search, !config.multiWallet)}>
          {config.multiWallet ? m.multiWalletTurnOff : m.multiWalletTurnOn}
        </a>
      </footer>
    </>
  );
}
