import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '@console/components/section-card';
import { SimpleTable } from '@console/components/simple-table';
import { type ModuleRow, useModules } from '@console/features/content/api/list-modules';
import { useModuleAction } from '@console/features/content/api/module-action';
import { ModuleDialog } from '@console/features/content/components/module-dialog';
import { useConfirmAndRun } from '@/lib/confirm-and-run';

interface ModuleTableProps {
  selected: string;
  onSelect: (code: string) => void;
  canWrite: boolean;
}

/** The help page's modules: pick one to see its guides; create, rename, delete an empty one. */
export function ModuleTable({ selected, onSelect, canWrite }: ModuleTableProps) {
  const { t } = useTranslation();
  const modules = useModules();
  const remove = useModuleAction('delete');
  const { confirmAndRun, running } = useConfirmAndRun();
  const [editing, setEditing] = useState<ModuleRow | 'new'>();

  return (
    <SectionCard
      title={t('content.module.title')}
      action={
        canWrite && (
          <Button
            variant="outlined"
            onClick={() => {
              setEditing('new');
            }}
          >
            {t('content.module.new')}
          </Button>
        )
      }
    >
      <SimpleTable
        label={t('content.module.title')}
        rows={modules.data?.rows ?? []}
        rowKey={(row) => row.code}
        empty={t('content.module.none')}
        columns={[
          {
            key: 'name',
            label: t('content.module.name'),
            render: (row) => (
              <Button
                size="small"
                variant={row.code === selected ? 'contained' : 'text'}
                aria-pressed={row.code === selected}
                onClick={() => {
                  onSelect(row.code);
                }}
              >
                {row.name}
              </Button>
            ),
          },
          { key: 'code', label: t('content.module.code'), render: (row) => row.code },
          { key: 'nameEn', label: t('content.module.nameEn'), render: (row) => row.nameEn ?? '—' },
          { key: 'guides', label: t('content.module.guides'), render: (row) => row.guides },
          {
            key: 'actions',
            label: t('content.columns.actions'),
            render: (row) =>
              canWrite && (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => {
                      setEditing(row);
                    }}
                  >
                    {t('content.module.rename')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={running || row.guides > 0}
                    title={row.guides > 0 ? t('content.module.notEmpty') : undefined}
                    onClick={() =>
                      void confirmAndRun(() => remove.mutateAsync({ code: row.code }), {
                        text: t('content.module.deleteAsk', { name: row.name }),
                      })
                    }
                  >
                    {t('content.editor.delete')}
                  </Button>
                </Stack>
              ),
          },
        ]}
      />
      {editing && (
        <ModuleDialog
          module={editing === 'new' ? undefined : editing}
          onClose={() => {
            setEditing(undefined);
          }}
        />
      )}
    </SectionCard>
  );
}
