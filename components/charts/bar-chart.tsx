"use client";

// chart.js is loaded after the page, in its own chunk (see line-chart.tsx).
import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import type BarChartCanvas from "./bar-chart-canvas";
import { ChartPlaceholder } from "./chart-placeholder";

type Props = ComponentProps<typeof BarChartCanvas>;

const Canvas = dynamic(() => import("./bar-chart-canvas"), { ssr: false, loading: () => null });

export function BarChart(props: Props) {
  return (
    <ChartPlaceholder height={props.height ?? 240} summary={props.summary}>
      <Canvas {...props} />
    </ChartPlaceholder>
  );
}
