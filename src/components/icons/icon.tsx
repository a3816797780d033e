/**
 * A decorative icon (icons.ts): the <svg> every Lucide icon shares around the icon's own
 * shapes, hidden from screen readers, as the text next to it says it all. In an island, or in an
 * .astro page without a client directive (rendered on the server, no JavaScript sent).
 */
export function Icon({ svg }: { svg: string }) {
  return (
    <svg
      className="icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
