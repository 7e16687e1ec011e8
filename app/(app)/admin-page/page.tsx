import type { Metadata } from "next";
import { AdminArea } from "@/components/admin/admin-area";
import { readAdminParams, type SearchParamsRecord } from "@/components/admin/admin-url";
import { requirePageAdmin } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Administration" };

/** /admin-page (and /adminpage): the admin area with tabs. ?tab=users|groups|audit|outbox. */
export default async function AdminPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const actor = await requirePageAdmin();
  return <AdminArea actor={actor} layout="standard" params={readAdminParams(await searchParams)} />;
}
