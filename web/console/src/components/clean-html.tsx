import Box from '@mui/material/Box';

/**
 * HTML a service cleaned before answering it (a preview, a stored body): the content and
 * message services keep only a whitelist of tags and attributes, so it is rendered as HTML.
 * Nothing the browser made may be passed here.
 */
export function CleanHtml({ html, label }: { html: string; label?: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        lineHeight: 1.8,
        overflowWrap: 'anywhere',
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'primary.main' },
        '& table': { borderCollapse: 'collapse', my: 2, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1 },
      }}
      // Cleaned by the server (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
