/**
 * `load` behind one shared promise: the first call starts it, later calls get the same
 * promise. A load that fails (a chunk that did not arrive: offline, gone after a deploy) is
 * started again by the next call rather than failing for the page's lifetime.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (loading) return loading;
    const next = load();
    loading = next;
    next.catch(() => {
      if (loading === next) loading = undefined;
    });
    return next;
  };
}
