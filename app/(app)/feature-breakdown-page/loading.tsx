import { SectionSkeleton } from "@/components/ui/section";

export default function Loading() {
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <SectionSkeleton title="Feature" height="h-40" />
      <SectionSkeleton title="Players and market share" height="h-72" />
    </main>
  );
}
