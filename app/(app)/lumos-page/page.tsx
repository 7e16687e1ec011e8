import type { Metadata } from "next";
import { LumosFullScreen } from "@/components/chat/full-screen";
import { requirePageUser } from "@/lib/auth/guard";
import { isConversationId } from "@/lib/chat/ids";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Lumos" };

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * /lumos-page: the full-screen chat (specification 000 §2). ?conversation=<id> opens a stored conversation (the user
 * dashboard links here), ?query=<text> is asked 500 ms after the page opens, ?fromSidebar=true came from the sidebar.
 */
export default async function LumosPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageUser();
  const params = await searchParams;
  const conversation = first(params.conversation);
  const query = first(params.query)?.trim().slice(0, 4000) || null;
  return (
    <LumosFullScreen
      conversation={conversation && isConversationId(conversation) ? conversation : null}
      query={query}
      fromSidebar={first(params.fromSidebar) === "true"}
    />
  );
}
