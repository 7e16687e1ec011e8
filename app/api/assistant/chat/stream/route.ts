import { withUser } from "@/lib/api/handler";
import { handleChat } from "@/lib/lumos/requests";

export const dynamic = "force-dynamic";

export const POST = withUser("chat", (request, user) => handleChat(request, user, "chat"));
