// The "how this is estimated" notes of a group of figures: a closed <details> under them, reachable by keyboard and
// read by screen readers (a hover title is neither), rendered on the server with no script. Each note has an id a
// figure can point to with aria-describedby.
import { ESTIMATE_NOTES, estimateInputsSentence, type EstimatedFigure } from "@/lib/ui/estimate-notes";

export interface NotedFigure {
  figure: EstimatedFigure;
  /** The figure's label as the screen shows it. */
  label: string;
  /** This game's own inputs, when the screen has them ("$1.20M ÷ 52,000 players"). */
  detail?: string;
}

export const estimateNoteId = (idPrefix: string, figure: EstimatedFigure) => `${idPrefix}-note-${figure}`;

export function EstimateNotes({ idPrefix, figures, testId, footer }: { idPrefix: string; figures: NotedFigure[]; testId: string; footer?: React.ReactNode }) {
  if (figures.length === 0) return null;
  return (
    <details className="mt-3 text-sm" data-testid={testId}>
      <summary className="cursor-pointer font-medium text-indigo-700 hover:underline dark:text-indigo-300">How these figures are estimated</summary>
      <dl className="mt-2 space-y-2">
        {figures.map(({ figure, label, detail }) => (
          <div key={figure} id={estimateNoteId(idPrefix, figure)} data-testid={`estimate-note-${figure}`}>
            <dt className="font-medium text-slate-800 dark:text-slate-100">
              {label}: {ESTIMATE_NOTES[figure].method}
            </dt>
            <dd className="text-slate-600 dark:text-slate-300">
              {estimateInputsSentence(figure)}
              {detail ? ` This game: ${detail}.` : ""}
            </dd>
          </div>
        ))}
      </dl>
      {footer ? <p className="mt-2 text-slate-600 dark:text-slate-300">{footer}</p> : null}
    </details>
  );
}
