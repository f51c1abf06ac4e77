import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RoleChips } from '@console/components/role-chips';
import { SectionCard } from '@console/components/section-card';
import { type ApiToken, useApiTokens } from '@console/features/account/api/list-api-tokens';
import { useRevokeApiToken } from '@console/features/account/api/revoke-api-token';
import { CreateTokenDialog } from '@console/features/account/components/create-token-dialog';
import type { OperatorRole } from '@console/lib/api-types';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { formatDateTime } from '@/lib/format';

function TokenStatus({ token, now }: { token: ApiToken; now: number }) {
  const { t } = useTranslation();
  if (token.revokedAt) return <Chip size="small" label={t('account.tokens.revoked')} />;
  if (new Date(token.expiresAt).getTime() <= now) {
    return <Chip size="small" label={t('account.tokens.expired')} />;
  }
  return (
    <Chip size="small" color="success" variant="outlined" label={t('account.tokens.active')} />
  );
}

/** The operator's personal API tokens: create one (shown once), list them, revoke one. */
export function ApiTokensCard({ roles }: { roles: readonly OperatorRole[] }) {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const { confirmAndRun, running } = useConfirmAndRun();
  const [creating, setCreating] = useState(false);
  // When the page opened: a token expiring while it is open shows so at the next visit.
  const [now] = useState(Date.now);

  const revokeToken = (token: ApiToken) =>
    void confirmAndRun(() => revoke.mutateAsync(token.tokenId), {
      text: t('account.tokens.revokeAsk', { name: token.name }),
      successMessage: t('account.tokens.revokedDone'),
    });

  const rows = tokens.data ?? [];
  return (
    <SectionCard
      title={t('account.tokens.title')}
      intro={t('account.tokens.intro')}
      action={
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          sx={{ flex: 'none' }}
          onClick={() => {
            setCreating(true);
          }}
        >
          {t('account.tokens.create')}
        </Button>
      }
    >
      <TableContainer>
        <Table size="small" aria-label={t('account.tokens.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('account.tokens.name')}</TableCell>
              <TableCell>{t('account.tokens.roles')}</TableCell>
              <TableCell>{t('account.tokens.createdAt')}</TableCell>
              <TableCell>{t('account.tokens.expiresAt')}</TableCell>
              <TableCell>{t('account.tokens.lastUsedAt')}</TableCell>
              <TableCell>{t('account.tokens.status')}</TableCell>
              <TableCell>{t('list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((token) => (
              <TableRow key={token.tokenId}>
                <TableCell>{token.name}</TableCell>
                <TableCell>
                  <RoleChips roles={token.roles} />
                </TableCell>
                <TableCell>{formatDateTime(token.createdAt)}</TableCell>
                <TableCell>{formatDateTime(token.expiresAt)}</TableCell>
                <TableCell>
                  {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('account.tokens.never')}
                </TableCell>
                <TableCell>
                  <TokenStatus token={token} now={now} />
                </TableCell>
                <TableCell>
                  {!token.revokedAt && (
                    <Button
                      size="small"
                      color="error"
                      disabled={running}
                      aria-label={`${t('account.tokens.revoke')} ${token.name}`}
                      onClick={() => {
                        revokeToken(token);
                      }}
                    >
                      {t('account.tokens.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {tokens.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('account.tokens.empty')}
        </Typography>
      )}
      {creating && (
        <CreateTokenDialog
          roles={roles}
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </SectionCard>
  );
}
