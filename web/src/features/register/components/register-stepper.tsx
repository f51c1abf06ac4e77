import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';

import { STEP_TITLES, STEPS, type Step as WizardStep } from '@/features/register/wizard-steps';

/** Where the wizard stands: the steps before the current one are done. */
export function RegisterStepper({ active }: { active: WizardStep }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(active);

  return (
    <Stepper
      component="ol"
      activeStep={index}
      alternativeLabel
      aria-label={t('register.stepsLabel')}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {STEPS.map((step, position) => (
        <Step
          key={step}
          component="li"
          completed={position < index || (active === 'success' && position === index)}
          aria-current={position === index ? 'step' : undefined}
        >
          <StepLabel>{t(STEP_TITLES[step])}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
