/**
 * `work`, or `timedOut()`'s error at `deadlineAt` (ms since the epoch): one call's tries,
 * retries and fallbacks all end by the same deadline, and a hung connection fails then
 * instead of never.
 */
export function beforeDeadline<T>(
  work: Promise<T>,
  deadlineAt: number,
  timedOut: () => unknown,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(timedOut()), Math.max(0, deadlineAt - Date.now()));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
