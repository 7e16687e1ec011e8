import type { Metadata } from "next";
import { AdminArea } from "@/components/admin/admin-area";
import { readAdminParams, type SearchParamsRecord } from "@/components/admin/admin-url";
import { requirePageAdmin } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Administration" };

/** /admin-v2 (and /adminv2): the same admin area in its dense layout — a side menu, full width, compact tables. */
export default async function AdminV2Page({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const actor = await requirePageAdmin();
  return <AdminArea actor={actor} layout="dense" params={readAdminParams(await searchParams)} />;
}
