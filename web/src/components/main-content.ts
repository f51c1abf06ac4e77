/** The id of the page's main region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Props of a layout's `<main>`, the region the skip link (components/skip-link) moves focus to:
 * focusable by script, not a stop of the Tab key.
 */
export const mainContentProps = {
  id: MAIN_CONTENT_ID,
  tabIndex: -1,
  // Focus moved here shows in where the next Tab lands, not as a frame around the page.
  style: { outline: 'none' },
} as const;
