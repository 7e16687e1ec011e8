"use client";

// chart.js is loaded after the page, in its own chunk: the first load of every screen stays small, and the space
// the chart takes is held (with its text summary) until it is drawn.
import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { ChartPlaceholder } from "./chart-placeholder";
import type LineChartCanvas from "./line-chart-canvas";

export type { ChartSeries } from "./line-chart-canvas";

type Props = ComponentProps<typeof LineChartCanvas>;

const Canvas = dynamic(() => import("./line-chart-canvas"), { ssr: false, loading: () => null });

export function LineChart(props: Props) {
  return (
    <ChartPlaceholder height={props.height ?? 260} summary={props.summary}>
      <Canvas {...props} />
    </ChartPlaceholder>
  );
}
