/** One observation of an upstream: did it answer, and how long did it take. */
export interface UpstreamSample {
  ok: boolean;
  latencyMs: number;
}

export interface RankingWeights {
  stability: number;
  latency: number;
}

/**
 * Behaviour §9's fallback ranking, as a pure function over each upstream's recent
 * samples: score = stability·(share of answers) + latency·(1 − mean latency ÷
 * the slowest mean seen), an upstream that never answered scoring 0 and one
 * not yet sampled counting as perfect (so it gets tried). Returns the
 * upstreams' indices, best first; ties keep the configured order.
 */
export function rankUpstreams(
  samples: readonly (readonly UpstreamSample[])[],
  weights: RankingWeights,
): number[] {
  return orderByScore(scoreUpstreams(samples, weights));
}

/** Each upstream's score (0 … stability + latency weights), in configured order. */
export function scoreUpstreams(
  samples: readonly (readonly UpstreamSample[])[],
  weights: RankingWeights,
): number[] {
  const means = samples.map((list) =>
    list.length === 0 ? 0 : list.reduce((sum, sample) => sum + sample.latencyMs, 0) / list.length,
  );
  const slowest = Math.max(0, ...means);
  return samples.map((list, index) => {
    if (list.length === 0) return weights.stability + weights.latency;
    const stability = list.filter((sample) => sample.ok).length / list.length;
    if (stability === 0) return 0;
    const latency = slowest === 0 ? 1 : 1 - (means[index] ?? 0) / slowest;
    return weights.stability * stability + weights.latency * latency;
  });
}

function orderByScore(scores: readonly number[]): number[] {
  return scores
    .map((_, index) => index)
    .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
}

/** The recent samples of a network's upstreams and their current order. */
export interface UpstreamRanking {
  /** Upstream indices, best first. */
  order(): readonly number[];
  /** Each upstream's current score, in configured order (what `order` sorts by). */
  scores(): readonly number[];
  record(index: number, sample: UpstreamSample, atMs: number): void;
  /** When the upstream was last sampled (−Infinity if never). */
  lastSampledAt(index: number): number;
  /** Mean latency of the upstream's recent answers, or undefined before it has answered. */
  typicalLatencyMs(index: number): number | undefined;
}

export function createUpstreamRanking(
  count: number,
  options: { sampleCount: number; weights: RankingWeights },
): UpstreamRanking {
  const samples: UpstreamSample[][] = Array.from({ length: count }, () => []);
  const sampledAt: number[] = Array.from({ length: count }, () => Number.NEGATIVE_INFINITY);
  let scores = scoreUpstreams(samples, options.weights);
  let order = samples.map((_, index) => index);
  return {
    order: () => order,
    scores: () => scores,
    record(index, sample, atMs) {
      const list = samples[index];
      if (list === undefined) return;
      list.push(sample);
      if (list.length > options.sampleCount) list.shift();
      sampledAt[index] = atMs;
      scores = scoreUpstreams(samples, options.weights);
      order = orderByScore(scores);
    },
    lastSampledAt: (index) => sampledAt[index] ?? Number.NEGATIVE_INFINITY,
    typicalLatencyMs(index) {
      const answered = (samples[index] ?? []).filter((sample) => sample.ok);
      if (answered.length === 0) return undefined;
      return answered.reduce((sum, sample) => sum + sample.latencyMs, 0) / answered.length;
    },
  };
}
