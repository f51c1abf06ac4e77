import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import DataUsageOutlined from '@mui/icons-material/DataUsageOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

import type { ProductIconName } from '@/features/portal/api/get-product-list';

const ICONS: Record<ProductIconName, typeof ApartmentOutlined> = {
  enterprise: ApartmentOutlined,
  account: ManageAccountsOutlined,
  credit: CreditScoreOutlined,
  bill: ReceiptLongOutlined,
  letter: RequestQuoteOutlined,
  deposit: AccountBalanceWalletOutlined,
  invoice: ReceiptOutlined,
  quota: DataUsageOutlined,
  signature: DrawOutlined,
};

function isIconName(name: string): name is ProductIconName {
  return Object.hasOwn(ICONS, name);
}

interface ProductIconProps extends SvgIconProps {
  name: string;
}

export function ProductIcon({ name, ...props }: ProductIconProps) {
  const Icon = isIconName(name) ? ICONS[name] : CategoryOutlined;
  return <Icon {...props} />;
}
