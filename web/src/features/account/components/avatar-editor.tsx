import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AccountView } from '@/features/account/api/get-account-view';
import { useChangeAvatar } from '@/features/account/api/update-photo';
import { AvatarCropDialog } from '@/features/account/components/avatar-crop-dialog';
import { alreadyHandled, errorMessage } from '@/features/account/error-message';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { acceptedTypes, fileProblem, useFileUrl } from '@/lib/files';

const AVATAR_FILE_NAME = 'avatar.jpg';

interface AvatarEditorProps {
  identityKey: string;
  account: AccountView;
}

/** The avatar (the name's first letter without one), and choosing, cropping, saving a new one. */
export function AvatarEditor({ identityKey, account }: AvatarEditorProps) {
  const { t } = useTranslation();
  const helperId = useId();
  const avatar = useFileUrl(identityKey, account.avatarFileToken);
  const change = useChangeAvatar(identityKey);
  const { confirmAndRun, running } = useConfirmAndRun();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const choose = (file: File | undefined) => {
    if (file === undefined) return;
    const refused = fileProblem(file, 'image');
    if (refused) {
      setProblem(t(`sharedUi.upload.problems.${refused === 'type' ? 'typeImage' : refused}`));
      return;
    }
    setProblem(undefined);
    setFailure(undefined);
    setChosen(file);
  };

  const save = async (image: Blob) => {
    setFailure(undefined);
    const file = new File([image], AVATAR_FILE_NAME, { type: image.type });
    const outcome = await confirmAndRun(() => change.mutateAsync(file), {
      text: t('account.user.avatarConfirm'),
      failureShownInForm: true,
    });
    if (outcome.status === 'done') setChosen(undefined);
    else if (outcome.status === 'failed' && !alreadyHandled(outcome.error)) {
      setFailure(errorMessage(outcome.error));
    }
  };

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <Avatar
        src={avatar.url}
        alt={t('account.user.avatarAlt', { name: account.userName })}
        data-testid="profile-avatar"
        sx={{ width: 96, height: 96, fontSize: 40, bgcolor: 'primary.main' }}
      >
        {account.userName.slice(0, 1)}
      </Avatar>
      <div>
        {/* A button that opens the hidden file input: a label styled as a button would carry a
            role a label may not have. */}
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlined />}
          disabled={running}
          aria-describedby={helperId}
          onClick={() => fileInput.current?.click()}
        >
          {t('account.user.changeAvatar')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          accept={acceptedTypes('image')}
          aria-label={t('account.user.changeAvatar')}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <FormHelperText id={helperId} error={problem !== undefined}>
          {problem ?? t('account.user.avatarHint')}
        </FormHelperText>
      </div>
      {chosen && (
        <AvatarCropDialog
          file={chosen}
          saving={running}
          failure={failure}
          onCancel={() => {
            setChosen(undefined);
          }}
          onCrop={(image) => void save(image)}
        />
      )}
    </Stack>
  );
}
