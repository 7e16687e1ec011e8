/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ViewLink, ViewNavigationProvider, ViewRegion } from "@/components/market-research/view-navigation";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, prefetch: jest.fn() }) }));

beforeEach(() => push.mockReset());

function renderPager() {
  render(
    <ViewNavigationProvider>
      <ViewRegion>
        <table>
          <tbody>
            <tr>
              <td>Old row</td>
            </tr>
          </tbody>
        </table>
        <ViewLink href="/market-research-page?page=2">Next →</ViewLink>
      </ViewRegion>
    </ViewNavigationProvider>,
  );
}

describe("ViewLink and ViewRegion", () => {
  it("is a real link to the view's address", () => {
    renderPager();
    expect(screen.getByRole("link", { name: "Next →" })).toHaveAttribute("href", "/market-research-page?page=2");
  });

  it("updates the view in place on a plain click, and marks the old rows as updating until it arrives", async () => {
    push.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderPager();
    expect(screen.getByTestId("market-view")).toHaveAttribute("aria-busy", "false");
    await user.click(screen.getByRole("link", { name: "Next →" }));
    expect(push).toHaveBeenCalledWith("/market-research-page?page=2", { scroll: false });
    expect(await screen.findByRole("status")).toHaveTextContent("Updating the view…");
    expect(screen.getByTestId("market-view")).toHaveAttribute("aria-busy", "true");
  });

  it("leaves a ctrl, cmd, shift or middle click to the browser (a new tab), without updating this view", () => {
    renderPager();
    const link = screen.getByRole("link", { name: "Next →" });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    expect(push).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
