// Strings of the product centre and the product workbench (merged into the app's resources in i18n/i18n.ts).
export const productsZhCN = {
  productCentre: {
    title: '产品中心',
  },
};

export type ProductsMessages = typeof productsZhCN;
