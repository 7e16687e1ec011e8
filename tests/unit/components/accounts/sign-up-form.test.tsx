/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignUpForm } from "@/components/accounts/sign-up-form";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const fetchMock = jest.fn();
beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;

async function signUp({
  username = "maya",
  email = "maya@studio.test",
  password = "long enough pass",
  confirm,
}: { username?: string; email?: string; password?: string; confirm?: string } = {}) {
  confirm ??= password;
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText("Username"), username);
  if (email) await user.type(screen.getByLabelText("Email address"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  if (confirm) await user.type(screen.getByLabelText("Confirm password"), confirm);
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("SignUpForm", () => {
  it("says under each field what is missing or wrong, and sends nothing", async () => {
    render(<SignUpForm passwordMinLength={12} />);
    await signUp({ username: "", email: "", password: "one password!", confirm: "another one!!" });
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Enter a username.");
    expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription("Enter your email address.");
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription("The passwords do not match.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tells the rule for passwords before anything is sent", () => {
    render(<SignUpForm passwordMinLength={12} />);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("At least 12 characters; common passwords are refused.");
  });

  it("signs up and goes on to the confirmation step", async () => {
    fetchMock.mockResolvedValue(answer(201, { next: "/signup-confirm-page?email=maya%40studio.test" }));
    render(<SignUpForm passwordMinLength={12} />);
    await signUp();
    expect(fetchMock).toHaveBeenCalledWith("/api/signup", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      username: "maya",
      email: "maya@studio.test",
      password: "long enough pass",
      confirm_password: "long enough pass",
    });
    expect(push).toHaveBeenCalledWith("/signup-confirm-page?email=maya%40studio.test");
  });

  it("puts the server's refusal under the field it names", async () => {
    fetchMock.mockResolvedValue(answer(400, { error: { code: "bad_request:signup", message: "This password is too common.", field: "password" } }));
    render(<SignUpForm passwordMinLength={12} />);
    await signUp();
    expect(await screen.findByText("This password is too common.")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(push).not.toHaveBeenCalled();
  });

  it("keeps an invited address fixed and sends the invitation instead of it", async () => {
    fetchMock.mockResolvedValue(answer(201, { next: "/" }));
    render(<SignUpForm passwordMinLength={12} invitation={{ token: "inv-123", email: "invited@studio.test" }} />);
    expect(screen.getByLabelText("Email address")).toHaveValue("invited@studio.test");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("readonly");
    await signUp({ email: "" });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      username: "maya",
      invitation: "inv-123",
      password: "long enough pass",
      confirm_password: "long enough pass",
    });
  });
});
