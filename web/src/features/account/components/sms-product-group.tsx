import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { SmsProduct } from '@/features/account/api/get-sms-settings';

interface SmsProductGroupProps {
  product: SmsProduct;
  chosen: ReadonlySet<string>;
  onChange: (codes: string[], checked: boolean) => void;
  disabled: boolean;
}

/** One product of the tree: its own box (all, some or none of its notifications), then each. */
export function SmsProductGroup({ product, chosen, onChange, disabled }: SmsProductGroupProps) {
  const labelId = useId();
  const codes = product.children.map(({ id }) => id);
  const count = codes.filter((code) => chosen.has(code)).length;
  const all = count === codes.length && count > 0;

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormControlLabel
        control={
          <Checkbox
            checked={all}
            indeterminate={count > 0 && !all}
            disabled={disabled}
            onChange={(_, checked) => {
              onChange(codes, checked);
            }}
          />
        }
        label={
          <Typography id={labelId} sx={{ fontWeight: 600 }}>
            {product.label}
          </Typography>
        }
      />
      <FormGroup sx={{ pl: 4 }}>
        {product.children.map((notice) => (
          <FormControlLabel
            key={notice.id}
            label={notice.label}
            control={
              <Checkbox
                checked={chosen.has(notice.id)}
                disabled={disabled}
                onChange={(_, checked) => {
                  onChange([notice.id], checked);
                }}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
