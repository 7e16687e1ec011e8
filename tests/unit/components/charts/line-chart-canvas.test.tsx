/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import type { ChartData, ChartOptions } from "chart.js";
import LineChartCanvas from "@/components/charts/line-chart-canvas";

// What the chart hands to Chart.js: the drawing itself needs a canvas jsdom does not have.
const drawn: Array<{ data: ChartData<"line">; options: ChartOptions<"line"> }> = [];
jest.mock("react-chartjs-2", () => ({ Line: (props: { data: ChartData<"line">; options: ChartOptions<"line"> }) => (drawn.push(props), null) }));

beforeEach(() => (drawn.length = 0));

const weeks = ["2026-01-05", "2026-01-12", "2026-01-19"];

describe("the line chart's scales", () => {
  it("draws a weekly figure on a right-hand scale of its own, each scale titled, so it is not flat under its running total", () => {
    render(
      <LineChartCanvas
        labels={weeks}
        series={[
          { label: "Cumulative revenue", values: [1_000_000, 1_400_000, 1_700_000], color: "#000" },
          { label: "Weekly revenue", values: [1_000_000, 400_000, 300_000], color: "#111", axis: "right" },
        ]}
        format="revenue"
        summary="Revenue"
      />,
    );
    const { data, options } = drawn.at(-1)!;
    expect(data.datasets.map((dataset) => (dataset as { yAxisID?: string }).yAxisID)).toEqual(["y", "y1"]);
    const scales = options.scales as Record<string, { position?: string; title?: { text?: string } }>;
    expect(scales.y1.position).toBe("right");
    expect(scales.y1.title?.text).toBe("Weekly revenue");
    expect(scales.y.title?.text).toBe("Cumulative revenue");
  });

  it("keeps one untitled scale when no series asks for its own", () => {
    render(<LineChartCanvas labels={weeks} series={[{ label: "Players", values: [3, 4, 5], color: "#000" }]} format="compact" summary="Players" />);
    const scales = drawn.at(-1)!.options.scales as Record<string, { title?: unknown }>;
    expect(Object.keys(scales)).toEqual(["x", "y"]);
    expect(scales.y.title).toBeUndefined();
  });
});
