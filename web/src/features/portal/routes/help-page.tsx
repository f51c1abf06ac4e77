import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { type GuideModule, useGuides } from '@/features/portal/api/get-guides';
import { ArticleHtml } from '@/features/portal/components/article-html';
import { PageBanner } from '@/features/portal/components/page-banner';
import { SearchBox } from '@/features/portal/components/search-box';
import { isApiError } from '@/lib/api-error';

function ModuleGuides({ module }: { module: GuideModule }) {
  const { t } = useTranslation();
  const headingId = `help-module-${module.module}`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="help-module">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {module.moduleName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('portal.help.guideCount', { count: module.guides.length })}
        </Typography>
      </Stack>
      {module.guides.map((guide) => (
        <Accordion key={guide.id} disableGutters variant="outlined" data-testid="help-guide">
          <AccordionSummary
            expandIcon={<ExpandMoreOutlined />}
            id={`help-guide-${guide.id}`}
            aria-controls={`help-guide-${guide.id}-content`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {guide.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`help-guide-${guide.id}-content`} sx={{ pt: 0 }}>
            <ArticleHtml html={guide.content} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** Help: the guides by module, searchable (the search is in the URL). */
export default function HelpPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const module = params.get('module') ?? '';
  // The topic chips list every module: ask without the filters for them.
  const all = useGuides({});
  const { data, error, isPending, refetch } = useGuides({
    keyword: keyword || undefined,
    module: module || undefined,
  });

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const modules = all.data ?? [];

  return (
    <>
      <PageBanner title={t('route.help')} subtitle={t('portal.help.subtitle')} />
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={3}>
          <Box sx={{ maxWidth: 560 }}>
            <SearchBox
              value={keyword}
              onSearch={(next) => {
                update({ keyword: next });
              }}
              label={t('portal.help.searchLabel')}
              placeholder={t('portal.help.searchPlaceholder')}
              submitLabel={t('portal.help.search')}
              clearLabel={t('portal.help.clearSearch')}
            />
          </Box>
          {modules.length > 0 && (
            <Stack
              direction="row"
              useFlexGap
              spacing={1}
              role="group"
              aria-label={t('portal.help.modules')}
              sx={{ flexWrap: 'wrap' }}
            >
              {[{ module: '', moduleName: t('portal.help.allModules') }, ...modules].map(
                (entry) => (
                  <Chip
                    key={entry.module}
                    label={entry.moduleName}
                    color={entry.module === module ? 'primary' : 'default'}
                    variant={entry.module === module ? 'filled' : 'outlined'}
                    aria-pressed={entry.module === module}
                    onClick={() => {
                      update({ module: entry.module });
                    }}
                  />
                ),
              )}
            </Stack>
          )}
          {isPending ? (
            <LoadingState label={t('portal.help.loading')} />
          ) : error ? (
            <ErrorState
              message={isApiError(error) ? error.msg : t('errors.requestFailed')}
              onRetry={() => void refetch()}
            />
          ) : data.every(({ guides }) => guides.length === 0) ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {t('portal.help.empty')}
            </Typography>
          ) : (
            data
              .filter(({ guides }) => guides.length > 0)
              .map((entry) => <ModuleGuides key={entry.module} module={entry} />)
          )}
        </Stack>
      </Container>
    </>
  );
}
