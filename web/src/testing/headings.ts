/**
 * Headings that skip a level on the way down (an h3 straight after an h1), as axe's
 * `heading-order` reads the page: each names its level, the one before and its text.
 */
export function skippedHeadings(root: ParentNode = document.body): string[] {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')];
  const skipped: string[] = [];
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));
    if (previous > 0 && level > previous + 1) {
      skipped.push(`h${String(level)} after h${String(previous)}: ${heading.textContent}`);
    }
    previous = level;
  }
  return skipped;
}
