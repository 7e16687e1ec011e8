/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { InviteUsers } from "@/components/admin/invite-users";
import { CachePolicy } from "@/lib/client/cache-policy";
import { apiGet, apiPost } from "@/lib/client/fetcher";
import { PolicyCache } from "@/lib/client/swr-cache";
import { swrOptions } from "@/lib/client/swr-provider";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("next-auth/react", () => ({ useSession: () => ({ data: { accessToken: "token" }, status: "authenticated" }) }));
jest.mock("@/lib/client/fetcher", () => ({ ...jest.requireActual("@/lib/client/fetcher"), apiGet: jest.fn(), apiPost: jest.fn() }));
const get = apiGet as jest.MockedFunction<typeof apiGet>;
const post = apiPost as jest.MockedFunction<typeof apiPost>;

const PAGE_INFO = { currentPage: 1, lastPage: 1, perPage: 25, total: 0, prevPage: null, nextPage: null };
const invitation = (email: string) => ({
  id: `inv-${email}`,
  email,
  role: "analyst",
  group_name: null,
  invited_by: "admin",
  created_at: "2026-11-20T10:00:00Z",
  expires_at: "2026-11-27T10:00:00Z",
  status: "pending",
});

let pending: string[] = [];
beforeEach(() => {
  pending = [];
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async () => ({ invitations: pending.map(invitation), pageInfo: { ...PAGE_INFO, total: pending.length } }));
});

function renderInvite() {
  const cache = new PolicyCache(new CachePolicy({ storage: null, every: () => () => undefined }));
  render(
    <SWRConfig value={{ ...swrOptions, provider: () => cache, dedupingInterval: 0 }}>
      <InviteUsers roles={["analyst", "admin"]} groupNames={["Publishers"]} />
    </SWRConfig>,
  );
  return userEvent.setup();
}

describe("InviteUsers", () => {
  it("lists the pending invitations, and says when there is none", async () => {
    renderInvite();
    expect(await screen.findByText("No pending invitations.")).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/invitations?status=pending&page=1&per_page=25");
  });

  it("invites one address with the chosen role and group, says it was sent and shows it among the pending", async () => {
    post.mockImplementation(async (_path, body) => {
      pending.push((body as { email: string }).email);
      return { invitation: invitation((body as { email: string }).email), delivery: "sent" };
    });
    const user = renderInvite();
    await screen.findByText("No pending invitations.");
    const send = screen.getByRole("button", { name: "Send invitation" });
    expect(send).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Role of the new accounts"), "admin");
    await user.selectOptions(screen.getByLabelText("Group"), "Publishers");
    await user.type(screen.getByLabelText("Email address"), " grace@studio.test ");
    await user.click(send);
    expect(post).toHaveBeenCalledWith("/send-invitation", { email: "grace@studio.test", role: "admin", group_name: "Publishers" });
    expect(await screen.findByText("An invitation was sent to grace@studio.test.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    const table = await screen.findByTestId("pending-invitations");
    await waitFor(() => expect(within(table).getByText("grace@studio.test")).toBeInTheDocument());
  });

  it("invites many addresses at once and reports each line", async () => {
    post.mockResolvedValue({
      summary: { total: 2, sent: 1 },
      results: [
        { line: 1, input: "ada@studio.test", email: "ada@studio.test", status: "sent", reason: null },
        { line: 2, input: "not-an-address", email: null, status: "malformed", reason: "malformed" },
      ],
    });
    const user = renderInvite();
    await user.click(screen.getByRole("tab", { name: "Many addresses" }));
    await user.type(screen.getByLabelText("Addresses, one per line or separated by commas"), "ada@studio.test{Enter}not-an-address");
    await user.click(screen.getByRole("button", { name: "Send invitations" }));
    expect(post.mock.calls[0][0]).toBe("/send-bulk");
    expect(post.mock.calls[0][1]).toMatchObject({ emails: ["ada@studio.test", "not-an-address"] });
    expect(await screen.findByRole("status")).toHaveTextContent("1 of 2 sent.");
    const report = screen.getByRole("region", { name: "1 of 2 sent." });
    expect(within(report).getByText("not-an-address")).toBeInTheDocument();
    expect(within(report).getByText("ada@studio.test")).toBeInTheDocument();
  });
});
