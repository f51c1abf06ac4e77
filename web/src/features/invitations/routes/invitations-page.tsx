import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { type InvitationStatus, useInvitations } from '@/features/invitations/api/get-invitations';
import { InvitationTable } from '@/features/invitations/components/invitation-table';
import { InviteDialog } from '@/features/invitations/components/invite-dialog';
import {
  type IssuedLink,
  IssuedLinkDialog,
} from '@/features/invitations/components/issued-link-dialog';
import {
  PAGE_SIZE,
  readSearch,
  STATUSES,
  writeSearch,
} from '@/features/invitations/invitation-search';
import { isAccountAdministrator } from '@/lib/account-administrator';
import { isApiError } from '@/lib/api-error';
import { usePortalSession } from '@/lib/portal-session';

/** Invite companies: the company's invitations by state, paged in the URL; invite, resend, revoke. */
export default function InvitationsPage() {
  const { t } = useTranslation();
  const session = usePortalSession();
  const [params, setParams] = useSearchParams();
  const { status, page } = readSearch(params);
  const { data, error, isPending, refetch } = useInvitations(session.identityKey, {
    pageNum: page,
    pageSize: PAGE_SIZE,
    status,
  });
  const [inviting, setInviting] = useState(false);
  const [issued, setIssued] = useState<IssuedLink>();
  const administrator = isAccountAdministrator(session);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  let content;
  if (isPending) content = <LoadingState label={t('invitations.list.loading')} />;
  else if (error) {
    content = (
      <ErrorState
        message={isApiError(error) ? error.msg : t('errors.requestFailed')}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.items.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t(status ? 'invitations.list.emptyFiltered' : 'invitations.list.empty')}
      </Typography>
    );
  } else {
    content = (
      <Paper variant="outlined">
        <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, pt: 1.5 }}>
          {t('invitations.list.total', { count: data.total })}
        </Typography>
        <InvitationTable
          invitations={data.items}
          onIssued={administrator ? setIssued : undefined}
        />
      </Paper>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Stack
          direction="row"
          useFlexGap
          spacing={2}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Box>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('route.invication')}
            </Typography>
            <Typography color="text.secondary">{t('invitations.intro')}</Typography>
          </Box>
          {administrator && (
            <Button
              variant="contained"
              startIcon={<PersonAddAltOutlined />}
              onClick={() => {
                setInviting(true);
              }}
            >
              {t('invitations.invite')}
            </Button>
          )}
        </Stack>
        {!administrator && <Alert severity="info">{t('invitations.readOnly')}</Alert>}
        <TextField
          select
          size="small"
          label={t('invitations.filters.status')}
          value={status ?? ''}
          onChange={(event) => {
            setParams(
              writeSearch((event.target.value || undefined) as InvitationStatus | undefined),
            );
          }}
          sx={{ width: 200 }}
        >
          <MenuItem value="">{t('invitations.filters.any')}</MenuItem>
          {STATUSES.map((code) => (
            <MenuItem key={code} value={code}>
              {t(`invitations.status.${code}`)}
            </MenuItem>
          ))}
        </TextField>
        {content}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            color="primary"
            aria-label={t('invitations.list.pages')}
            onChange={(_, next) => {
              setParams(writeSearch(status, next));
            }}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
      {administrator && (
        <InviteDialog
          open={inviting}
          onClose={() => {
            setInviting(false);
          }}
          onIssued={setIssued}
        />
      )}
      <IssuedLinkDialog
        value={issued}
        onClose={() => {
          setIssued(undefined);
        }}
      />
    </Box>
  );
}
