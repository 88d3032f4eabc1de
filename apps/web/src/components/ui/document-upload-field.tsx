import { IMAGE_UPLOAD_MAX_BYTES } from '@earnflow/contracts';
import clsx from 'clsx';
import { CircleCheck, FileText, UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { defineMessages, useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { useUploadFile } from '@/lib/upload-file';
import uiEn from '@/locales/en/ui';

const m = defineMessages('ui', uiEn);

/** Spec §5 and §9: receipts and screenshots may be pdf, png, jpeg, jpg or svg. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpeg', 'jpg', 'svg'] as const;
const accept = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function isAllowedDocument(file: Pick<File, 'name'>): boolean {
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  return file.name.includes('.') && (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
}

export interface UploadState {
  /** The uploaded file's URL once the upload has finished. */
  url: string | null;
  uploading: boolean;
}

interface DocumentUploadFieldProps {
  label: string;
  hint?: string;
  disabled?: boolean;
  onChange: (state: UploadState) => void;
}

/** Picks a document and uploads it at once (POST /upload-file), with a spinner while it travels. */
export function DocumentUploadField({ label, hint, disabled = false, onChange }: DocumentUploadFieldProps) {
  const t = useT();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const [uploaded, setUploaded] = useState<{ name: string; url: string } | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clearing the input lets the same file be picked again after a failure.
    input.value = '';
    if (!file) return;
    if (!isAllowedDocument(file)) {
      void showAlert('error', t(m.invalidFileType), t(m.selectCorrectFormat));
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      void showAlert('error', t(m.uploadFailed), t(m.fileTooLarge));
      return;
    }
    setUploaded(null);
    onChange({ url: null, uploading: true });
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        setUploaded({ name: file.name, url });
        onChange({ url, uploading: false });
      },
      onError: (error) => {
        onChange({ url: null, uploading: false });
        void showAlert('error', t(m.uploadFailed), errorMessage(error, t(m.couldNotUploadFile)));
      },
    });
  }

  const busy = upload.isPending;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled || busy}
        onChange={handleChange}
        className="peer sr-only"
      />
      {/* The visible drop zone; the file input itself stays the focusable, labelled control. */}
      <div
        onClick={() => {
          if (!busy && !disabled) inputRef.current?.click();
        }}
        className={clsx(
          'flex items-center gap-3 rounded-xl border-2 border-dashed px-4 py-4 transition',
          'peer-focus-visible:border-green-600 peer-focus-visible:ring-4 peer-focus-visible:ring-green-100',
          busy || disabled ? 'cursor-not-allowed opacity-80' : 'cursor-pointer hover:border-green-400',
          uploaded ? 'border-green-300 bg-green-50/60' : 'border-slate-300 bg-white',
        )}
      >
        <span
          className={clsx(
            'flex size-10 shrink-0 items-center justify-center rounded-xl',
            uploaded ? 'bg-green-100 text-green-700' : 'bg-slate-100 text-slate-500',
          )}
        >
          {busy ? (
            <Spinner className="size-5" label={t(m.uploadingFile)} />
          ) : uploaded ? (
            <FileText className="size-5" aria-hidden="true" />
          ) : (
            <UploadCloud className="size-5" aria-hidden="true" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-slate-900">
            {busy ? t(m.uploading) : uploaded ? uploaded.name : t(m.tapToChooseFile)}
          </span>
          <span className="block text-xs text-slate-500">
            {uploaded ? t(m.uploadedTapToReplace) : t(m.allowedFiles)}
          </span>
        </span>
        {uploaded && !busy ? (
          <CircleCheck className="size-5 shrink-0 text-green-600" aria-hidden="true" />
        ) : null}
      </div>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
