/** @jest-environment jsdom */
import { render as show, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MarketResearchError from "@/app/(app)/market-research-page/error";
import UserDashboardError from "@/app/(app)/user-dashboard-page/error";
import { ScreenError } from "@/components/layout/screen-error";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/db/unavailable";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

describe("screen error boundaries", () => {
  const byTestId = (id: string) => screen.queryByTestId(id);
  let logged: jest.SpyInstance;
  beforeEach(() => {
    refresh.mockReset();
    logged = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it.each([
    ["a screen", (props: BoundaryProps) => <ScreenError {...props} testId="feature-error" />, "feature-error", "feature-error-retry", /Something went wrong/],
    ["the user dashboard", (props: BoundaryProps) => <UserDashboardError {...props} />, "user-dashboard-error", "user-dashboard-retry", /./],
    ["market research", (props: BoundaryProps) => <MarketResearchError {...props} />, "market-research-error", "market-research-retry", /could not be loaded/],
  ])("%s says what went wrong and retries from the server", async (_name, render, screenId, retryId, body) => {
    const reset = jest.fn();
    show(render({ error: new Error("boom"), reset }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBeTruthy();
    expect(byTestId(screenId)?.textContent).toMatch(body);
    await userEvent.setup().click(byTestId(retryId)!);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalled();
  });

  it("shows the application-error page instead while the database is unreachable", async () => {
    const outage = Object.assign(new Error("down"), { digest: DATABASE_UNAVAILABLE_DIGEST });
    show(<MarketResearchError error={outage} reset={jest.fn()} />);
    expect(byTestId("market-research-error")).toBeNull();
    expect(byTestId("application-error-page")).not.toBeNull();
    expect(byTestId("application-error-retry")).not.toBeNull();
  });
});

interface BoundaryProps {
  error: Error & { digest?: string };
  reset: () => void;
}
