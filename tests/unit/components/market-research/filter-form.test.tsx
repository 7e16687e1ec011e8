/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FilterForm } from "@/components/market-research/filter-form";
import { ViewNavigationProvider, ViewRegion } from "@/components/market-research/view-navigation";
import { DEFAULT_QUERY, type MarketResearchQuery } from "@/lib/market-research/market-research-query";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const OPTIONS = {
  platforms: [
    { id: 6, name: "PC (Microsoft Windows)", games: 2400 },
    { id: 167, name: "PlayStation 5", games: 310 },
  ],
  datapoints: [
    { id: "all_games", label: "All games", description: "Every game." },
    { id: "upcoming", label: "Upcoming games", description: "Not released yet." },
  ],
};

beforeEach(() => push.mockReset());

function renderForm(query: Partial<MarketResearchQuery> = {}) {
  render(
    <ViewNavigationProvider>
      <FilterForm query={{ ...DEFAULT_QUERY, ...query }} options={OPTIONS} />
      <ViewRegion>
        <p>Old results</p>
      </ViewRegion>
    </ViewNavigationProvider>,
  );
  return userEvent.setup();
}

describe("market research FilterForm", () => {
  it("lists the platforms with their game counts and starts from the view's own filters", () => {
    renderForm({ platformId: 167, sizes: ["Indie"] });
    expect(screen.getByRole("combobox", { name: "Platform" })).toHaveDisplayValue("PlayStation 5 (310)");
    expect(screen.getByRole("option", { name: "PC (Microsoft Windows) (2,400)" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Indie" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "AAA" })).not.toBeChecked();
  });

  it("goes to the canonical address of the new view, keeping the sort and starting again at page 1", async () => {
    const user = renderForm({ sort: "revenue", direction: "desc", page: 4 });
    await user.selectOptions(screen.getByRole("combobox", { name: "Platform" }), "167");
    await user.click(screen.getByRole("checkbox", { name: "AAA" }));
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(push).toHaveBeenCalledTimes(1);
    const [href, options] = push.mock.calls[0];
    const url = new URL(href, "http://lumos.test");
    expect(url.pathname).toBe("/market-research-page");
    expect(Object.fromEntries(url.searchParams)).toEqual({ size: "Indie,AA", platform: "167", sort: "revenue" });
    expect(options).toEqual({ scroll: false });
  });

  it("keeps exact release days a link brought (a Lumos answer) while the other filters change, and lets them go", async () => {
    const user = renderForm({ release: "days_2023-01-01_2023-08-14" });
    const release = screen.getByRole("combobox", { name: "Release date" });
    expect(release).toHaveDisplayValue("Exact days: 2023-01-01 to 2023-08-14");
    await user.selectOptions(screen.getByRole("combobox", { name: "Platform" }), "167");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(Object.fromEntries(new URL(push.mock.calls[0][0], "http://lumos.test").searchParams)).toMatchObject({
      platform: "167",
      release: "days_2023-01-01_2023-08-14",
    });
    await user.selectOptions(release, "Last1Year");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(new URL(push.mock.calls[1][0], "http://lumos.test").searchParams.get("release")).toBe("Last1Year");
    // Custom range… opens on those days, "Exactly these days" ticked.
    await user.selectOptions(release, "custom");
    const range = screen.getByRole("group", { name: "Custom release range" });
    expect(within(range).getByLabelText("From")).toHaveValue("2023-01-01");
    expect(within(range).getByLabelText("To")).toHaveValue("2023-08-14");
    expect(within(range).getByRole("checkbox", { name: "Exactly these days" })).toBeChecked();
  });

  it("keeps a feature filter a link brought (a Lumos answer) while the other filters change", async () => {
    const user = renderForm({ featureIds: [7, 104] });
    await user.selectOptions(screen.getByRole("combobox", { name: "Platform" }), "167");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    const url = new URL(push.mock.calls[0][0], "http://lumos.test");
    expect(Object.fromEntries(url.searchParams)).toEqual({ platform: "167", feature: "7,104" });
  });

  it("asks for the two days of a custom range and writes them as custom_from_to", async () => {
    const user = renderForm();
    expect(screen.queryByLabelText("From")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Release date" }), "custom");
    const range = screen.getByRole("group", { name: "Custom release range" });
    await user.type(within(range).getByLabelText("From"), "2024-01-01");
    await user.type(within(range).getByLabelText("To"), "2024-06-30");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(new URL(push.mock.calls[0][0], "http://lumos.test").searchParams.get("release")).toBe("custom_2024-01-01_2024-06-30");
  });

  it("writes a custom range ticked 'Exactly these days' as the exact days", async () => {
    const user = renderForm();
    await user.selectOptions(screen.getByRole("combobox", { name: "Release date" }), "custom");
    const range = screen.getByRole("group", { name: "Custom release range" });
    await user.type(within(range).getByLabelText("From"), "2024-01-01");
    await user.type(within(range).getByLabelText("To"), "2024-06-30");
    await user.click(within(range).getByRole("checkbox", { name: "Exactly these days" }));
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(new URL(push.mock.calls[0][0], "http://lumos.test").searchParams.get("release")).toBe("days_2024-01-01_2024-06-30");
  });

  it("shows at once that the view is updating, with the old results dimmed and marked busy", async () => {
    // The new view is still on its way from the server.
    push.mockReturnValue(new Promise(() => {}));
    const user = renderForm();
    await user.click(screen.getByRole("checkbox", { name: "AA" }));
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Updating the view…");
    expect(screen.getByTestId("market-view")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Applying…" })).toBeDisabled();
  });
});
