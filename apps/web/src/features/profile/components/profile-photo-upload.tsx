import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Camera } from 'lucide-react';
import { PROFILE_IMAGE } from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { buttonClasses } from '#shared/ui/button.tsx';
import { FieldNotes } from '#shared/ui/field.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useUploadProfileImage } from '../api/account-queries.ts';

/** The image refusals the profile words itself (photo.errors), in the browser and from the server. */
type ImageProblem = 'unsupported_image_type' | 'image_too_large';
const MAX_MEGABYTES = PROFILE_IMAGE.maxBytes / (1024 * 1024);

/** Checked in the browser first so nobody waits for a 5 MB upload that the server would refuse. */
function localProblem(file: File): ImageProblem | null {
  if (!(PROFILE_IMAGE.types as readonly string[]).includes(file.type)) return 'unsupported_image_type';
  if (file.size > PROFILE_IMAGE.maxBytes) return 'image_too_large';
  return null;
}

export function ProfilePhotoUpload() {
  const { t } = useTranslation('profile');
  // The image refusals in the profile's words (photo.errors.<code>), others as errorText says.
  const errorText = useErrorText({ ns: 'profile', prefix: 'photo.errors' });
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const upload = useUploadProfileImage();
  const [error, setError] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again after an error fires another change.
    event.target.value = '';
    if (!file) return;
    const problem = localProblem(file);
    if (problem) {
      setError(t(`photo.errors.${problem}`, { max: MAX_MEGABYTES }));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('photo.uploaded')),
      onError: (err) => setError(errorText(err, { max: MAX_MEGABYTES })),
    });
  };

  return (
    <div className="space-y-2">
      <input
        id={inputId}
        type="file"
        accept={PROFILE_IMAGE.types.join(',')}
        onChange={onChange}
        disabled={upload.isPending}
        aria-describedby={error ? errorId : `${inputId}-hint`}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={buttonClasses(
          'secondary',
          'sm',
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700',
        )}
      >
        {upload.isPending ? <Spinner size="sm" /> : <Camera aria-hidden className="h-4 w-4" />}
        {upload.isPending ? t('photo.uploading') : t('photo.change')}
      </label>
      <FieldNotes
        hint={t('photo.hint', { max: MAX_MEGABYTES })}
        hintId={`${inputId}-hint`}
        error={error}
        errorId={errorId}
      />
    </div>
  );
}
