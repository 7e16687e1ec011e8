"use client";
// The game breakdown's features, drawn from compact groups ([group, parts], each part [label, chips], each chip
// [name, href]): the page sends each feature's name and address once instead of a server-rendered tree of chips.
import { SteadyLink } from "@/components/navigation/steady-link";

/** A feature tag: its name and its breakdown's address, null for a feature without an id (000 §5). */
export type FeatureChip = [name: string, href: string | null];
/** A group's part: its label (null when the group has one part, which goes unlabelled) and its tags. */
export type FeaturePart = [label: string | null, chips: FeatureChip[]];
export type FeatureGroup = [group: string, parts: FeaturePart[]];

export function FeatureChips({ groups }: { groups: FeatureGroup[] }) {
  return (
    <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {groups.map(([group, parts]) => (
        <div key={group}>
          <dt className="text-sm font-semibold">{group}</dt>
          {parts.map(([label, chips], index) => (
            <dd key={label ?? index} className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
              {label !== null && <span className="mr-1 text-xs text-slate-500">{label}</span>}
              {chips.map(([name, href], chip) =>
                href ? (
                  <SteadyLink key={href} href={href} className="feature-chip" data-testid="feature-tag">
                    {name}
                  </SteadyLink>
                ) : (
                  <span key={`${name}-${chip}`} className="feature-chip">
                    {name}
                  </span>
                ),
              )}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
