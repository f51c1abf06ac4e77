import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { SectionCard } from '@console/components/section-card';
import { SimpleTable } from '@console/components/simple-table';
import { useReorderGuides } from '@console/features/content/api/guide-action';
import { type GuideRow, useGuides } from '@console/features/content/api/list-guides';
import { StateChip } from '@console/features/content/components/state-chip';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notifications';
import { errorMessage } from '@console/lib/error-message';

interface GuideTableProps {
  module: string;
  moduleName: string;
  canWrite: boolean;
}

/** One module's guides in the help page's order; an editor moves them up and down. */
export function GuideTable({ module, moduleName, canWrite }: GuideTableProps) {
  const { t } = useTranslation();
  const guides = useGuides(module);
  const reorder = useReorderGuides();
  const rows = guides.data?.rows ?? [];
  // The server takes the whole module's order: only offered when every guide is on the page.
  const complete = guides.data !== undefined && guides.data.total === rows.length;

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    ids.splice(index + by, 0, ...ids.splice(index, 1));
    reorder.mutate(
      { module, ids },
      {
        onError: (error) => {
          notifyError(errorMessage(error));
        },
      },
    );
  };

  const arrows = (row: GuideRow, index: number) => (
    <Stack direction="row">
      <IconButton
        size="small"
        aria-label={t('content.guide.moveUp', { title: row.title })}
        disabled={!complete || reorder.isPending || index === 0}
        onClick={() => {
          move(index, -1);
        }}
      >
        <ArrowUpwardOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('content.guide.moveDown', { title: row.title })}
        disabled={!complete || reorder.isPending || index === rows.length - 1}
        onClick={() => {
          move(index, 1);
        }}
      >
        <ArrowDownwardOutlined fontSize="small" />
      </IconButton>
    </Stack>
  );

  return (
    <SectionCard
      title={t('content.guide.title', { module: moduleName })}
      action={
        canWrite && (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/content/guides/new?module=${encodeURIComponent(module)}`}
          >
            {t('content.guide.new')}
          </Button>
        )
      }
    >
      <SimpleTable
        label={t('content.guide.title', { module: moduleName })}
        rows={rows}
        rowKey={(row) => String(row.id)}
        empty={t('content.guide.none')}
        columns={[
          ...(canWrite
            ? [
                {
                  key: 'order',
                  label: t('content.guide.order'),
                  render: (row: GuideRow) => arrows(row, rows.indexOf(row)),
                },
              ]
            : []),
          {
            key: 'title',
            label: t('content.columns.title'),
            render: (row) => (
              <Link component={RouterLink} to={`/content/guides/${row.id}`}>
                {row.title}
              </Link>
            ),
          },
          {
            key: 'state',
            label: t('content.columns.state'),
            render: (row) => <StateChip state={row.state} />,
          },
          {
            key: 'updatedAt',
            label: t('content.columns.updatedAt'),
            render: (row) => formatDateTime(row.updatedAt),
          },
        ]}
      />
    </SectionCard>
  );
}
