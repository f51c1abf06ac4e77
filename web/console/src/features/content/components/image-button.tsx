import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  publicImageUrl,
  type UploadedImage,
  uploadImage,
} from '@console/features/content/api/upload-image';
import { errorMessage } from '@console/lib/error-message';
import { isApiError } from '@/lib/api-error';
import { fileProblem } from '@/lib/files';
import { notifyError } from '@/lib/notifications';

interface ImageButtonProps {
  /** The Markdown that shows the uploaded image. */
  onUploaded: (markdown: string, image: UploadedImage) => void;
  label?: string;
}

/** Chooses an image, uploads it as a public image and hands back the Markdown showing it. */
export function ImageButton({ onUploaded, label }: ImageButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (file === undefined) return;
    // The server sniffs the bytes and decides; this spares an upload it would refuse.
    const problem = fileProblem(file, 'image');
    if (problem) {
      notifyError(t(`content.image.${problem}`));
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(file);
      const alt = image.fileName.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
      onUploaded(`![${alt}](${publicImageUrl(image.fileToken)})`, image);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<AddPhotoAlternateOutlined />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {label ?? t('content.image.insert')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label ?? t('content.image.insert')}
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
