import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface PageBannerProps {
  title: string;
  subtitle: string;
}

/** The band at the top of a public page: its heading and one line about it. */
export function PageBanner({ title, subtitle }: PageBannerProps) {
  return (
    <Box
      sx={{
        color: 'common.white',
        background: 'linear-gradient(120deg, #0B65FF 0%, #0747B5 70%)',
        py: { xs: 4, md: 6 },
      }}
    >
      <Container>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>{subtitle}</Typography>
      </Container>
    </Box>
  );
}
