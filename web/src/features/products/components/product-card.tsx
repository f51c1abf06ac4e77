import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { ProductPermit } from '@/features/products/api/get-product-permits';
import { PermitTag } from '@/features/products/components/permit-tag';
import { ProductIcon } from '@/features/products/components/product-icon';
import { entryPath, mayApply, REJECTED } from '@/features/products/permit-status';

interface ProductCardProps {
  product: ProductPermit;
  onApply: (product: ProductPermit) => void;
  onProgress: (product: ProductPermit) => void;
  onWithdraw: (product: ProductPermit) => void;
  busy: boolean;
}

/**
 * A product with the company's permit status and what may be done now: enter it (held), apply
 * (administrators, when not held and no application is open), follow or withdraw an application.
 */
export function ProductCard({ product, onApply, onProgress, onWithdraw, busy }: ProductCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { permitStatus, opened } = product;
  const applicable = product.requiredDocuments.length > 0 && mayApply(permitStatus);

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="product-card"
      data-product-code={product.productCode}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', width: 44, height: 44 }}>
            <ProductIcon name={product.icon} />
          </Avatar>
          <Stack spacing={0.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
            <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {product.productName}
            </Typography>
            <PermitTag status={permitStatus} opened={opened} />
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {product.summary}
        </Typography>
        {permitStatus === REJECTED && product.reason && (
          <Typography variant="body2" color="error.dark">
            {t('productCentre.reason', { reason: product.reason })}
          </Typography>
        )}
        {!opened && applicable && !product.canApply && (
          <Typography variant="body2" color="text.secondary">
            {t('productCentre.onlyAdministrator')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > *': { m: '0 !important' } }}>
        {opened && (
          <Button
            component={RouterLink}
            to={entryPath(product.productCode)}
            variant="contained"
            startIcon={<LoginOutlined />}
          >
            {t('productCentre.actions.enter')}
          </Button>
        )}
        {product.canApply && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => {
              onApply(product);
            }}
          >
            {t(
              permitStatus === null
                ? 'productCentre.actions.apply'
                : 'productCentre.actions.reapply',
            )}
          </Button>
        )}
        {permitStatus !== null && (
          <Button
            variant="outlined"
            onClick={() => {
              onProgress(product);
            }}
          >
            {t('productCentre.actions.progress')}
          </Button>
        )}
        {product.canWithdraw && (
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => {
              onWithdraw(product);
            }}
          >
            {t('productCentre.actions.withdraw')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
