import { AdminPageSkeleton } from "@/components/admin/admin-skeleton";

export default function Loading() {
  return <AdminPageSkeleton />;
}
