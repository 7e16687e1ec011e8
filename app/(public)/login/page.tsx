import type { Metadata } from "next";
import { SignInScreen, type SignInSearchParams } from "@/components/auth/sign-in-screen";

export const metadata: Metadata = { title: "Sign in" };

/** The older sign-in route of the specification; the same form as /login-page. */
export default function LegacyLoginPage({ searchParams }: { searchParams: SignInSearchParams }) {
  return <SignInScreen mode="user" searchParams={searchParams} />;
}
