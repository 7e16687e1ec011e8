import type { Metadata } from "next";
import { SignInScreen, type SignInSearchParams } from "@/components/auth/sign-in-screen";

export const metadata: Metadata = { title: "Administrator sign-in" };

/** Only admin and super-admin accounts can sign in here; others are told so after a correct password. */
export default function AdminLoginPage({ searchParams }: { searchParams: SignInSearchParams }) {
  return <SignInScreen mode="admin" searchParams={searchParams} />;
}
