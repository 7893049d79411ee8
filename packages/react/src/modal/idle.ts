/** Idle callback where the browser has one, else a macrotask; returns the cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * `task` at the first idle moment after the page's `load` event, so what it
 * fetches never competes with the page's own first load.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  if (typeof document === "undefined" || document.readyState === "complete") return whenIdle(task);
  let cancel = () => {};
  const onLoad = () => {
    cancel = whenIdle(task);
  };
  window.addEventListener("load", onLoad, { once: true });
  return () => {
    window.removeEventListener("load", onLoad);
    cancel();
  };
}
