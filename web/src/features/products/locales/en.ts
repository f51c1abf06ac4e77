import type { ProductsMessages } from '@/features/products/locales/zh-cn';

export const productsEn: ProductsMessages = {
  productCentre: {
    title: 'Product centre',
  },
};
