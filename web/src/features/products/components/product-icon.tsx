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

// The icon names the content service gives its products; anything else gets a generic icon.
const ICONS: Record<string, typeof ApartmentOutlined | undefined> = {
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

export function ProductIcon({ name, ...props }: SvgIconProps & { name: string }) {
  const Icon = (Object.hasOwn(ICONS, name) ? ICONS[name] : undefined) ?? CategoryOutlined;
  return <Icon aria-hidden {...props} />;
}
