import type { Level, LevelBody } from '@earnflow/contracts';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { formatUsd } from '@/lib/money';

interface LevelFormValues {
  level: string;
  title: string;
  adsPerDay: string;
  ratePerAd: string;
  price: string;
  expiryInDays: string;
  isActive: boolean;
}

const emptyValues: LevelFormValues = {
  level: '',
  title: '',
  adsPerDay: '',
  ratePerAd: '',
  price: '',
  expiryInDays: '',
  isActive: true,
};

function valuesOf(level: Level | null): LevelFormValues {
  if (!level) return emptyValues;
  return {
    level: String(level.level),
    title: level.title,
    adsPerDay: String(level.adsPerDay),
    ratePerAd: String(level.ratePerAd),
    price: String(level.price),
    expiryInDays: String(level.expiryInDays),
    isActive: level.isActive,
  };
}

/** Spec §5: every field filled, or null (the caller warns 'All fields are required'). */
export function toLevelBody(values: LevelFormValues): LevelBody | null {
  const texts = [
    values.level,
    values.title,
    values.adsPerDay,
    values.ratePerAd,
    values.price,
    values.expiryInDays,
  ];
  if (texts.some((text) => text.trim() === '')) return null;
  const adsPerDay = Number.parseInt(values.adsPerDay, 10);
  const ratePerAd = Number.parseFloat(values.ratePerAd);
  const dailyEarning = Math.round(adsPerDay * ratePerAd * 100) / 100;
  return {
    level: Number.parseInt(values.level, 10),
    title: values.title.trim(),
    adsPerDay,
    ratePerAd,
    // Sent as the spec's body has them; the server derives its own.
    dailyEarning,
    monthlyEarning: Math.round(dailyEarning * 30 * 100) / 100,
    price: Number.parseFloat(values.price),
    expiryInDays: Number.parseInt(values.expiryInDays, 10),
    isActive: values.isActive,
  };
}

interface LevelFormProps {
  /** The level being edited, or null to add one. */
  editing: Level | null;
  saving: boolean;
  onSubmit: (body: LevelBody | null) => void;
  onClose: () => void;
  className?: string;
}

/** The side form that adds and edits levels; isActive starts on. */
export function LevelForm({ editing, saving, onSubmit, onClose, className }: LevelFormProps) {
  const { register, handleSubmit, control, setFocus } = useForm<LevelFormValues>({
    defaultValues: valuesOf(editing),
  });
  // Opened from a row further down, the form may be out of sight: focusing its first field brings it in.
  useEffect(() => setFocus('level'), [setFocus]);
  const [adsPerDay, ratePerAd] = useWatch({ control, name: ['adsPerDay', 'ratePerAd'] });
  const previewDaily = Number.parseInt(adsPerDay, 10) * Number.parseFloat(ratePerAd);
  const daily = Number.isFinite(previewDaily) ? Math.round(previewDaily * 100) / 100 : null;
  // Spec §5: the caller warns 'All fields are required' when the body is null; the server checks the rest.
  const submit = handleSubmit((values) => onSubmit(toLevelBody(values)));

  return (
    <aside
      aria-labelledby="level-form-heading"
      className={clsx(
        '@container h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
        className,
      )}
    >
      <div className="mb-5 flex items-start justify-between gap-3">
        <div>
          <h3 id="level-form-heading" className="text-base font-semibold text-slate-900">
            {editing ? `Edit Level ${String(editing.level)}` : 'Add Level'}
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">Daily and monthly earning are worked out for you.</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the level form"
          className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-green-600"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {/* Laid out in two columns when the form spans the page above the table. */}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 @3xl:grid-cols-2 @3xl:items-end @3xl:gap-x-6"
      >
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Level number"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...register('level')}
          />
          <TextField
            label="Expiry days"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...register('expiryInDays')}
          />
        </div>
        <TextField label="Title" {...register('title')} maxLength={80} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Ads per day"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...register('adsPerDay')}
          />
          <TextField
            label="Rate per ad ($)"
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            {...register('ratePerAd')}
          />
        </div>
        <TextField
          label="Price ($)"
          type="number"
          min={0.01}
          step={0.01}
          inputMode="decimal"
          {...register('price')}
        />
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
          Daily earning:{' '}
          <span className="font-semibold text-slate-900">{daily === null ? '—' : formatUsd(daily)}</span>
          {' · '}Monthly:{' '}
          <span className="font-semibold text-slate-900">
            {daily === null ? '—' : formatUsd(Math.round(daily * 30 * 100) / 100)}
          </span>
        </p>
        <Switch label="Active" visibleLabel="Active (on sale to members)" {...register('isActive')} />
        <div className="flex gap-3 @3xl:col-span-2">
          <Button type="submit" busy={saving} busyText="Saving...">
            {editing ? 'Update Level' : 'Add Level'}
          </Button>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
    </aside>
  );
}
