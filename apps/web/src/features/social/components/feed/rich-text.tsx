import { Link } from 'react-router';
import { bodySegments } from '../../lib/feed-text.ts';

/** A post's or comment's plain text with its line breaks, each mention of a traveller highlighted as a link. */
export function RichText({
  body,
  mentions,
}: {
  body: string;
  mentions: ReadonlyArray<{ id: string; display_name: string | null }>;
}) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
      {bodySegments(body, mentions).map((segment, index) =>
        segment.userId ? (
          <Link
            // Segments never move: they are the one text of this render, cut in order.
            key={index}
            to={`/social/travellers/${segment.userId}`}
            className="rounded bg-emerald-50 px-0.5 font-medium text-emerald-800 hover:underline dark:bg-emerald-950 dark:text-emerald-200"
          >
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
