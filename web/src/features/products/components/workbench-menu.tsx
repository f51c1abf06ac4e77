import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { isExternalLink, type MenuNode } from '@/features/products/menu-tree';

// Read out by screen readers, not shown.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The product's menu from the user's permission list. Its pages belong to the product, not to
 * this portal: an external address opens in a new tab (specification §2), any other entry is
 * shown by its name (its address means nothing to a person) and leads nowhere here.
 */
export function WorkbenchMenu({ nodes }: { nodes: readonly MenuNode[] }) {
  const { t } = useTranslation();
  if (nodes.length === 0) {
    return <Typography color="text.secondary">{t('productCentre.workbench.menuEmpty')}</Typography>;
  }
  return <MenuLevel nodes={nodes} label={t('productCentre.workbench.menu')} />;
}

function MenuLevel({ nodes, label }: { nodes: readonly MenuNode[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, pl: label ? 0 : 3 }}>
      {nodes.map(({ resource, children }) => (
        <Box
          component="li"
          key={resource.resUri}
          data-testid="workbench-menu-entry"
          sx={{ py: 0.75 }}
        >
          {isExternalLink(resource.resUri) ? (
            <Link href={resource.resUri} target="_blank" rel="noopener noreferrer">
              {resource.name}
              <OpenInNewOutlined
                fontSize="inherit"
                aria-hidden
                sx={{ ml: 0.5, verticalAlign: 'middle' }}
              />
              <Box component="span" sx={visuallyHidden}>
                {t('productCentre.workbench.external')}
              </Box>
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: children.length > 0 ? 600 : 400 }}>
              {resource.name}
            </Typography>
          )}
          {children.length > 0 && <MenuLevel nodes={children} />}
        </Box>
      ))}
    </Box>
  );
}
