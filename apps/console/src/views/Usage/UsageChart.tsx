import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { UsageBucket } from "@foyer/protocol";
import type { UsageSeries } from "./usageSeries.js";

/** Line colours readable on both themes' cards. */
const COLORS = ["#3b82f6", "#e4572e", "#17a398", "#a855f7", "#f59e0b", "#64748b", "#db2777"];
const HEIGHT = 240;

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "#888";
}

/**
 * One usage chart drawn with uPlot (a canvas, ~23 KiB gzip, loaded with the Usage view only),
 * sized to its box and redrawn when the box or the theme changes. The same figures are in
 * the table under it for screen readers and keyboard users.
 */
export default function UsageChart(props: {
  title: string;
  series: UsageSeries;
  bucket: UsageBucket;
  mode: "light" | "dark";
}) {
  const box = useRef<HTMLDivElement>(null);
  const { series, bucket, mode } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `mode` redraws with the theme's colours, read from CSS.
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const axis = { stroke: cssVar("--muted"), grid: { stroke: cssVar("--border"), width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        scales: { x: { time: true } },
        axes: [
          { ...axis, values: bucket === "day" ? "{M}/{D}" : "{H}:{mm}" },
          { ...axis, size: 50 },
        ],
        series: [
          {},
          ...series.lines.map((line, i) => ({
            label: line.label,
            stroke: COLORS[i % COLORS.length],
            width: 2,
            points: { show: series.times.length <= 2 },
          })),
        ],
        legend: { live: false },
      },
      [series.times, ...series.lines.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // The theme's colours are read when drawing: a new mode draws again.
  }, [series, bucket, mode]);
  return <div ref={box} className="chart" role="img" aria-label={props.title} />;
}
