import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useCompanies } from '@/features/auth/api/get-companies';
import type { CompanyChoice } from '@/features/auth/api/types';
import { FormAlert } from '@/components/form-alert';
import { SignInFrame } from '@/features/auth/components/sign-in-frame';
import { StepHeading } from '@/features/auth/components/step-heading';
import { errorMessage } from '@/features/auth/error-message';
import {
  forgetCompanies,
  PRODUCT_CENTRE_PATH,
  safeRedirect,
  storedCompanies,
} from '@/features/auth/sign-in-flow';
import { getAccessToken, isSignedIn } from '@/lib/auth-token';
import { readAccessClaims } from '@/lib/jwt';
import { LOGIN_PATH } from '@/lib/portal-profile';
import { switchSession } from '@/lib/refresh-token';
import { logout } from '@/lib/session';

function currentEmployee(): string | undefined {
  const token = getAccessToken();
  return token === undefined ? undefined : readAccessClaims(token)?.emp;
}

/**
 * /login/changeComp: the user belongs to several companies. The sign-in already opened a
 * session in the most recently used one; choosing another exchanges the refresh token for it
 * (DESIGN §11), then on to the page the user came for or the product centre.
 */
export default function ChangeCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [stored] = useState(storedCompanies);
  const companies = useCompanies(stored === undefined && isSignedIn());
  const [choosing, setChoosing] = useState<string>();
  const [failure, setFailure] = useState<string>();

  if (!isSignedIn()) return <Navigate to={LOGIN_PATH} replace />;

  const current = currentEmployee();
  const choose = async ({ employeeCode }: CompanyChoice) => {
    setFailure(undefined);
    setChoosing(employeeCode);
    try {
      if (employeeCode !== current) await switchSession({ employeeCode });
      forgetCompanies();
      void navigate(safeRedirect(search) ?? PRODUCT_CENTRE_PATH, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setChoosing(undefined);
    }
  };

  const list = stored ?? companies.data;
  let body;
  if (list !== undefined) {
    body = (
      <List aria-label={t('signIn.chooseCompany.listLabel')} disablePadding>
        {list.map((company) => (
          <ListItem key={company.employeeCode} disablePadding sx={{ mb: 1 }}>
            <ListItemButton
              onClick={() => void choose(company)}
              disabled={choosing !== undefined}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <ListItemIcon>
                <ApartmentOutlined color="primary" />
              </ListItemIcon>
              <ListItemText primary={company.compName} secondary={company.compCode} />
              {company.employeeCode === current && (
                <Chip size="small" label={t('signIn.chooseCompany.current')} sx={{ ml: 1 }} />
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  } else if (companies.isError) {
    body = (
      <ErrorState
        message={errorMessage(companies.error)}
        onRetry={() => void companies.refetch()}
      />
    );
  } else {
    body = <LoadingState label={t('common.loading')} />;
  }

  return (
    <SignInFrame>
      <Stack spacing={3}>
        <div>
          <StepHeading
            title={t('signIn.chooseCompany.title')}
            description={t('signIn.chooseCompany.description')}
            focus
          />
        </div>
        <FormAlert message={failure} />
        {body}
        <Button onClick={() => void logout()}>{t('signIn.chooseCompany.signOut')}</Button>
      </Stack>
    </SignInFrame>
  );
}
