import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PRODUCT_CENTRE_PATH, REGISTER_PATH } from '@/app/layouts/public-nav-links';

interface SignedInButtonProps {
  /** A registrant's session has no company yet: its way on is back into the wizard. */
  registrant: boolean;
  onClick?: () => void;
}

/** The public site's way on for a signed-in visitor: the product centre or the registration. */
export function SignedInButton({ registrant, onClick }: SignedInButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={registrant ? REGISTER_PATH : PRODUCT_CENTRE_PATH}
      variant="contained"
      disableElevation
      onClick={onClick}
    >
      {registrant ? t('nav.continueRegistration') : t('portal.enterProductCentre')}
    </Button>
  );
}
