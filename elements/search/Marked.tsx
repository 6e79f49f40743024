// A title or excerpt with the searched words in <mark>: text nodes and <mark> elements only.
import { highlight } from './highlight.ts';

export function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((piece, index) =>
        piece.mark ? (
          <mark key={index} part="match" className="match">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
