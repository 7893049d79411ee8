import { isValidAccountName } from "@foyer/protocol";

/** How many free names a taken one is answered with. */
export const SUGGESTION_COUNT = 5;

/**
 * Labels near a taken `label`, closest first: a digit after it, a few common endings, a
 * prefix. Only those that keep behaviour §5's rule; the caller keeps the free ones.
 */
export function nearbyLabels(label: string): string[] {
  const candidates = [
    ...["1", "2", "3", "4", "5", "6", "7", "8", "9"].map((digit) => `${label}${digit}`),
    `${label}-id`,
    `${label}-app`,
    `${label}-web3`,
    `my${label}`,
    `the${label}`,
  ];
  return [...new Set(candidates)].filter(isValidAccountName);
}
