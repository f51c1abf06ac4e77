import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PageBanner } from '@/features/portal/components/page-banner';

const VALUES = [
  { key: 'online', Icon: TouchAppOutlined },
  { key: 'secure', Icon: SecurityOutlined },
  { key: 'efficient', Icon: SpeedOutlined },
] as const;

const HOTLINE = '400-000-0000';
const EMAIL = 'service@example.com';

/** A phone taps the number to call it and a desktop opens its mail program (tel:, mailto:). */
function ContactLines() {
  const { t } = useTranslation();
  const lines = [
    {
      key: 'hotline',
      Icon: PhoneOutlined,
      text: (
        <>
          {t('portal.about.hotline')}
          <Link href={`tel:${HOTLINE.replaceAll('-', '')}`}>{HOTLINE}</Link>
          {t('portal.about.hotlineHours')}
        </>
      ),
    },
    {
      key: 'email',
      Icon: EmailOutlined,
      text: (
        <>
          {t('portal.about.email')}
          <Link href={`mailto:${EMAIL}`}>{EMAIL}</Link>
        </>
      ),
    },
    { key: 'address', Icon: PlaceOutlined, text: t('portal.about.address') },
  ];
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map(({ key, Icon, text }) => (
        <Stack component="li" key={key} direction="row" spacing={1.5}>
          <Icon color="primary" aria-hidden />
          <Typography>{text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function AboutPage() {
  const { t } = useTranslation();

  return (
    <>
      <PageBanner title={t('route.about')} subtitle={t('portal.about.subtitle')} />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={5}>
          <Box component="section" aria-labelledby="about-intro">
            <Typography id="about-intro" variant="h5" component="h2" gutterBottom>
              {t('portal.about.introTitle')}
            </Typography>
            <Typography sx={{ lineHeight: 1.9, maxWidth: 880 }}>
              {t('portal.about.intro')}
            </Typography>
          </Box>
          <Box component="section" aria-labelledby="about-values">
            <Typography id="about-values" variant="h5" component="h2" gutterBottom>
              {t('portal.about.valuesTitle')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              {VALUES.map(({ key, Icon }) => (
                <Card key={key} variant="outlined">
                  <CardContent>
                    <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
                    <Typography>{t(`portal.about.values.${key}`)}</Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="about-contact">
            <Typography id="about-contact" variant="h5" component="h2" gutterBottom>
              {t('portal.about.contactTitle')}
            </Typography>
            <ContactLines />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
