import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';

import {
  STEP_TITLES,
  STEPS,
  type Step as WizardStep,
} from '@/features/reset-password/wizard-steps';

/** Where the reset stands: the steps before the current one are done. */
export function ResetStepper({ active }: { active: WizardStep }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(active);

  return (
    <Stepper
      component="ol"
      activeStep={index}
      alternativeLabel
      aria-label={t('resetPassword.stepsLabel')}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {STEPS.map((step, position) => (
        <Step
          key={step}
          component="li"
          completed={position < index || (active === 'complete' && position === index)}
          aria-current={position === index ? 'step' : undefined}
        >
          <StepLabel>{t(STEP_TITLES[step])}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
