import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PASSWORD_RULES, passwordRulesMet } from '@console/lib/password-rule';
import { visuallyHidden } from '@/components/visually-hidden';

/** The password rules, each ticked as `password` meets it. */
export function PasswordRules({ password, username }: { password: string; username: string }) {
  const { t } = useTranslation();
  const met = passwordRulesMet(password, username);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('passwordRules.title')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {PASSWORD_RULES.map((rule) => (
          <Stack
            key={rule}
            component="li"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: met[rule] ? 'success.dark' : 'text.secondary' }}
          >
            {met[rule] ? (
              <CheckCircleOutlined fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedOutlined fontSize="small" aria-hidden />
            )}
            <Typography variant="body2">
              {t(`passwordRules.${rule}`)}
              <Box component="span" sx={visuallyHidden}>
                {` (${met[rule] ? t('passwordRules.met') : t('passwordRules.unmet')})`}
              </Box>
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
