import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';

interface ApplicationProgressProps {
  status: string;
}

/** Applied → platform review → in effect (or rejected), as far as the application has come. */
export function ApplicationProgress({ status }: ApplicationProgressProps) {
  const { t } = useTranslation();
  const decided = status !== 'pending';
  const rejected = status === 'rejected';
  return (
    <Stepper
      activeStep={decided ? 3 : 1}
      alternativeLabel
      aria-label={t('company.changeAccView.progress')}
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      <Step component="li" completed>
        <StepLabel>{t('company.changeAccView.steps.submitted')}</StepLabel>
      </Step>
      <Step component="li" completed={decided}>
        <StepLabel>{t('company.changeAccView.steps.review')}</StepLabel>
      </Step>
      <Step component="li" completed={decided && !rejected}>
        <StepLabel error={rejected}>
          {t(
            rejected
              ? 'company.changeAccView.steps.rejected'
              : 'company.changeAccView.steps.approved',
          )}
        </StepLabel>
      </Step>
    </Stepper>
  );
}
