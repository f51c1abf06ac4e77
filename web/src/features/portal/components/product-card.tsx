import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

import type { Product } from '@/features/portal/api/get-product-list';
import { ProductIcon } from '@/features/portal/components/product-icon';

interface ProductCardProps {
  product: Product;
  /** The card's heading: one level below the page's heading above the grid. */
  heading: 'h2' | 'h3';
}

export function ProductCard({ product, heading }: ProductCardProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="product-card"
      data-product-code={product.productCode}
      sx={{
        height: '100%',
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
          <ProductIcon name={product.icon} />
        </Avatar>
        <Typography variant="h6" component={heading}>
          {product.productName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {product.summary}
        </Typography>
      </CardContent>
    </Card>
  );
}
