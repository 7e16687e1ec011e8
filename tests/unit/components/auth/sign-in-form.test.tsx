/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { SignInForm } from "@/components/auth/sign-in-form";

jest.mock("next-auth/react", () => ({ signIn: jest.fn() }));
const signInMock = signIn as jest.MockedFunction<typeof signIn>;

beforeEach(() => signInMock.mockReset());

const fill = async (user: ReturnType<typeof userEvent.setup>, identifier: string, password: string) => {
  if (identifier) await user.type(screen.getByLabelText("Email or username"), identifier);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
};

describe("SignInForm", () => {
  it("asks for what is missing without calling the server", async () => {
    const user = userEvent.setup();
    render(<SignInForm mode="user" callbackUrl="/" />);
    await fill(user, "", "");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter your email or username.");
    await fill(user, "analyst@lumos.local", "");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter your password.");
    expect(signInMock).not.toHaveBeenCalled();
  });

  it("signs in with the trimmed identifier, says it is signing in, and shows a refusal in words", async () => {
    let answer!: (value: Awaited<ReturnType<typeof signIn>>) => void;
    signInMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<SignInForm mode="admin" callbackUrl="/admin-page" />);
    await fill(user, "  admin@lumos.local ", "wrong-password");
    expect(signInMock).toHaveBeenCalledWith("credentials", {
      redirect: false,
      identifier: "admin@lumos.local",
      password: "wrong-password",
      scope: "admin",
      callbackUrl: "/admin-page",
    });
    expect(screen.getByRole("button", { name: "Signing in…" })).toBeDisabled();
    answer({ ok: false, error: "CredentialsSignin", status: 401, url: null });
    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect email or password.");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("does not follow a callback to another site", async () => {
    signInMock.mockResolvedValue({ ok: false, error: "CredentialsSignin", status: 401, url: null });
    const user = userEvent.setup();
    render(<SignInForm mode="user" callbackUrl="https://evil.example/steal" />);
    await fill(user, "analyst", "secret-password");
    expect(signInMock.mock.calls[0][1]).toMatchObject({ callbackUrl: "/" });
  });

  it("says the session expired when sent back for that", () => {
    render(<SignInForm mode="user" callbackUrl="/" expired />);
    expect(screen.getByRole("status")).toHaveTextContent("Session expired. Please log in again.");
  });
});
