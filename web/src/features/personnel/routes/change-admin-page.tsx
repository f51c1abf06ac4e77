import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ChangeAdminForm } from '@/features/personnel/components/change-admin-form';
import { EMPLOYEE_LIST_PATH } from '@/features/personnel/paths';
import { isRootManager, usePortalSession } from '@/lib/portal-session';

/** Transfer of the administrator account (`employee/changeAdmin`), SMS-confirmed. */
export default function ChangeAdminPage() {
  const { t } = useTranslation();
  const session = usePortalSession();

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
        <Box>
          <Button
            component={RouterLink}
            to={EMPLOYEE_LIST_PATH}
            startIcon={<ArrowBackOutlined />}
            sx={{ mb: 1 }}
          >
            {t('personnel.changeAdmin.back')}
          </Button>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('route.changeAdmin')}
          </Typography>
          <Typography color="text.secondary">{t('personnel.changeAdmin.intro')}</Typography>
        </Box>
        {isRootManager(session) ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <ChangeAdminForm />
          </Paper>
        ) : (
          <Alert severity="info">{t('personnel.changeAdmin.onlyRoot')}</Alert>
        )}
      </Stack>
    </Box>
  );
}
