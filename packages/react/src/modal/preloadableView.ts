import { type ComponentType, createElement, lazy } from "react";

/** A view component that loads its chunk on first use, and can be told to load it ahead. */
export interface PreloadableView {
  Component: ComponentType;
  /** Loads the chunk (the browser fetches a module once, so calling again is cheap). */
  preload(): Promise<unknown>;
}

/**
 * Like `React.lazy`, which it wraps, plus a way to load the chunk ahead: once
 * the chunk is in, the view renders directly. `React.lazy` alone suspends on
 * every first render, even with the chunk already loaded, and React then
 * holds the view back until 300 ms after the fallback showed (Suspense's
 * fallback throttle); a view preloaded while the user decides shows at once.
 */
export function preloadableView(load: () => Promise<ComponentType>): PreloadableView {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view when the registry module loads, as React.lazy makes its components
  function PreloadedView() {
    return createElement(loaded ?? Suspending);
  }
  return { Component: PreloadedView, preload };
}
