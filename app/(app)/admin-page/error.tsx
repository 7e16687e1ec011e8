"use client";

import { AdminError } from "@/components/admin/admin-error";

export default function AdminSegmentError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <AdminError {...props} />;
}
