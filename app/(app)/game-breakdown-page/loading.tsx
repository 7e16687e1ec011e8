import { SectionSkeleton } from "@/components/ui/section";

export default function Loading() {
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <SectionSkeleton title="Game" height="h-56" />
      <SectionSkeleton title="Players" height="h-96" />
    </main>
  );
}
