"use client";
import { FoyerProvider } from "@foyer/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { PageApp } from "./apps";
import type { NextExampleConfig } from "./config";
import { createPageFoyer } from "./pageFoyer";
import { installDevTestWallet } from "./testWallet";

export interface FoyerRootProps {
  app: PageApp;
  config: NextExampleConfig;
  /** The app's connection cookie as the server received it. */
  cookie: string | undefined;
  children?: ReactNode;
}

/** One Foyer instance and its modal, server-rendered with the visitor's last connection. */
export function FoyerRoot({ app, config, cookie, children }: FoyerRootProps) {
  const [foyer] = useState(() => createPageFoyer(app, config, cookie));
  // Once per instance, also under StrictMode's second effect run.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The in-page wallet must be there before reconnect asks it for the last session.
    void installDevTestWallet(config).then(() => foyer.reconnect());
  }, [foyer, config]);
  return <FoyerProvider foyer={foyer}>{children}</FoyerProvider>;
}
