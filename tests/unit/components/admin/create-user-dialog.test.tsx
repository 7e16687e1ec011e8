/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CreateUserDialog } from "@/components/admin/create-user-dialog";
import { ApiError, apiPost } from "@/lib/client/fetcher";
import { polyfillDialog } from "../dialog-polyfill";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
jest.mock("next-auth/react", () => ({ useSession: () => ({ data: { accessToken: "token" }, status: "authenticated" }) }));
jest.mock("@/lib/client/fetcher", () => ({ ...jest.requireActual("@/lib/client/fetcher"), apiPost: jest.fn() }));
const post = apiPost as jest.MockedFunction<typeof apiPost>;

polyfillDialog();
beforeEach(() => {
  post.mockReset();
  push.mockReset();
});

function open(mode: "user" | "admin" = "user") {
  render(<CreateUserDialog mode={mode} roles={["analyst", "admin"]} groupNames={["Publishers"]} basePath="/admin-page" params={{}} />);
  return userEvent.setup();
}

describe("CreateUserDialog", () => {
  it("keeps Create disabled until a username and an email are given", async () => {
    const user = open();
    await user.click(screen.getByRole("button", { name: "Create user" }));
    const dialog = screen.getByRole("dialog", { name: "Create a user" });
    const create = within(dialog).getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Username"), "maya");
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Email"), "maya@studio.test");
    expect(create).toBeEnabled();
  });

  it("creates the user with the chosen role and group, then sends a password-reset mail when no password was set", async () => {
    post.mockImplementation(async (path: string) =>
      path === "/create-user" ? { user: { id: "u-7", username: "maya" }, password_set: false } : { email: "maya@studio.test" },
    );
    const user = open();
    await user.click(screen.getByRole("button", { name: "Create user" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Username"), "maya");
    await user.type(within(dialog).getByLabelText("Email"), "maya@studio.test");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "admin");
    await user.selectOptions(within(dialog).getByLabelText("Group"), "Publishers");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(post).toHaveBeenNthCalledWith(1, "/create-user", { username: "maya", email: "maya@studio.test", role: "admin", group_name: "Publishers" });
    expect(post).toHaveBeenNthCalledWith(2, "/reset-user-password", { user_id: "u-7" });
    expect(await screen.findByText("maya was created. A password-reset email was sent to maya@studio.test.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(push).toHaveBeenCalledWith(expect.stringContaining("user=u-7"), { scroll: false });
  });

  it("shows the server's refusal beside the field it names and keeps what was typed", async () => {
    post.mockRejectedValue(new ApiError("bad_request:create-user", "That email address is already in use.", "email", 400));
    const user = open();
    await user.click(screen.getByRole("button", { name: "Create user" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Username"), "maya");
    await user.type(within(dialog).getByLabelText("Email"), "taken@studio.test");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("That email address is already in use.");
    // The field's name now carries the message, as a screen reader reads it.
    const email = within(dialog).getByRole("textbox", { name: "Email That email address is already in use." });
    expect(email).toHaveValue("taken@studio.test");
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("creates an administrator without a role picker", async () => {
    const user = open("admin");
    await user.click(screen.getByRole("button", { name: "Create admin" }));
    expect(within(screen.getByRole("dialog", { name: "Create an administrator" })).queryByLabelText("Role")).not.toBeInTheDocument();
  });
});
