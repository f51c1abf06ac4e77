import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ListPaginationProps {
  page: number;
  pages: number;
  /** '12 messages': the list's size, read out when it changes. */
  totalText: string;
  label: string;
  onChange: (page: number) => void;
}

/** The list's size and, when it has more than one, its pages. */
export function ListPagination({ page, pages, totalText, label, onChange }: ListPaginationProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {totalText}
      </Typography>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          color="primary"
          aria-label={label}
          onChange={(_, next) => {
            onChange(next);
          }}
        />
      )}
    </Stack>
  );
}
