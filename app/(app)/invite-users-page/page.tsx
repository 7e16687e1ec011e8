import type { Metadata } from "next";
import { InviteUsers } from "@/components/admin/invite-users";
import { invitableRolesFor } from "@/lib/domain/invitations";
import { requirePageAdmin } from "@/lib/auth/guard";
import { listGroupNames } from "@/lib/data/groups";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Invite users" };

/** /invite-users-page (and /inviteuserspage): invite one address or up to 500, and manage pending invitations. */
export default async function InviteUsersPage() {
  const actor = await requirePageAdmin();
  const groupNames = await listGroupNames();
  return <InviteUsers roles={invitableRolesFor(actor.role)} groupNames={groupNames} />;
}
