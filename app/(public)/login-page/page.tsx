import type { Metadata } from "next";
import { SignInScreen, type SignInSearchParams } from "@/components/auth/sign-in-screen";

export const metadata: Metadata = { title: "Sign in" };

export default function LoginPage({ searchParams }: { searchParams: SignInSearchParams }) {
  return <SignInScreen mode="user" searchParams={searchParams} />;
}
