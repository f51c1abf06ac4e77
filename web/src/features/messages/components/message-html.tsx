import Box from '@mui/material/Box';

interface MessageHtmlProps {
  html: string;
}

/**
 * Message and announcement bodies. They are HTML, and rendered as such only because the
 * message service cleaned them when they were written (nh3 with a tag and attribute
 * whitelist; text from event payloads escaped: docs/decisions.md 'Messages and events').
 * Nothing else may be passed here. The same approach as the portal's article bodies.
 */
export function MessageHtml({ html }: MessageHtmlProps) {
  return (
    <Box
      className="message-html"
      sx={{
        lineHeight: 1.8,
        overflowWrap: 'anywhere',
        '& h2, & h3, & h4': { mt: 3, mb: 1.5, lineHeight: 1.4 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'primary.main' },
        '& blockquote': {
          m: 0,
          my: 2,
          px: 2,
          py: 1,
          borderLeft: 4,
          borderColor: 'primary.light',
          bgcolor: 'action.hover',
        },
        '& table': { borderCollapse: 'collapse', my: 2, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
        '& th': { bgcolor: 'action.hover' },
      }}
      // Server-sanitised HTML only (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
