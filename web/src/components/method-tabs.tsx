import Box from '@mui/material/Box';
import { type KeyboardEvent, useRef } from 'react';

export interface MethodTab<T extends string | number> {
  value: T;
  label: string;
}

interface MethodTabsProps<T extends string | number> {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly MethodTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Tab `i` is `${idPrefix}-tab-${value}` and controls `${idPrefix}-panel-${value}`. */
  idPrefix: string;
}

// Arrow keys move between tabs and choose them (the WAI-ARIA tabs pattern with automatic
// activation: each panel is a small form, shown at once).
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Equal-width tabs choosing how a form is answered (password or SMS code). Not MUI's Tabs:
 * those measure the page after their first render to place the indicator, a forced layout
 * and a second render on the sign-in page's first paint. Here the indicator is a border.
 */
export function MethodTabs<T extends string | number>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
}: MethodTabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    const tab = tabs.at(next);
    if (!tab) return;
    buttons.current[next]?.focus();
    onChange(tab.value);
  };

  return (
    <Box
      role="tablist"
      aria-label={label}
      sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <Box
            key={tab.value}
            component="button"
            type="button"
            role="tab"
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            id={`${idPrefix}-tab-${tab.value}`}
            aria-controls={`${idPrefix}-panel-${tab.value}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              onChange(tab.value);
            }}
            onKeyDown={(event: KeyboardEvent) => {
              onKeyDown(event, index);
            }}
            sx={{
              flex: 1,
              minHeight: 48,
              px: 2,
              border: 0,
              borderBottom: 2,
              mb: '-1px',
              borderColor: selected ? 'primary.main' : 'transparent',
              bgcolor: 'transparent',
              color: selected ? 'primary.main' : 'text.secondary',
              font: 'inherit',
              fontWeight: 500,
              fontSize: '0.875rem',
              cursor: 'pointer',
              '&:hover': { color: 'primary.main' },
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              },
            }}
          >
            {tab.label}
          </Box>
        );
      })}
    </Box>
  );
}
