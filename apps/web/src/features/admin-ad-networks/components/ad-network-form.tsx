import {
  createAdNetworkBodySchema,
  adNetworkDefaults,
  signatureSchemeSchema,
  type AdNetwork,
  type CreatedAdNetwork,
  type SignatureScheme,
} from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { useCreateAdNetwork, useUpdateAdNetwork } from '../api/ad-networks';

const { shape } = createAdNetworkBodySchema;

export const schemeLabels: Record<SignatureScheme, string> = {
  HMAC_SHA256: 'HMAC-SHA256 of the values joined by ":"',
  MD5: 'MD5 of the values followed by the secret',
  SHA1: 'SHA-1 of the values followed by the secret',
};
const schemeOptions: SelectOption<SignatureScheme>[] = signatureSchemeSchema.options.map((scheme) => ({
  value: scheme,
  label: schemeLabels[scheme],
}));

/** Names or addresses typed one per line, or separated by commas or spaces. */
const listOf = z.string().transform((text) => text.split(/[\s,]+/).filter(Boolean));
/** A typed number; an empty field is an error of its own rather than 0. */
const numberOf = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.` })
    .transform(Number);

const sharedFields = {
  name: shape.name,
  offerwallUrl: z
    .string()
    .transform((value) => value.trim() || null)
    .pipe(shape.offerwallUrl.unwrap()),
  signatureScheme: signatureSchemeSchema,
  signatureParams: listOf.pipe(shape.signatureParams.unwrap()),
  userParam: shape.userParam.unwrap(),
  transactionParam: shape.transactionParam.unwrap(),
  rewardParam: shape.rewardParam.unwrap(),
  payoutParam: shape.payoutParam.unwrap(),
  statusParam: shape.statusParam.unwrap(),
  signatureParam: shape.signatureParam.unwrap(),
  creditStatus: shape.creditStatus.unwrap(),
  reversalStatus: shape.reversalStatus.unwrap(),
  successReply: shape.successReply.unwrap(),
  allowedIps: listOf.pipe(shape.allowedIps.unwrap()),
  exchangeRate: numberOf('Exchange rate').pipe(shape.exchangeRate.unwrap()),
  memberSharePercent: numberOf('Member share').pipe(shape.memberSharePercent.unwrap()),
  holdDays: numberOf('Hold days').pipe(shape.holdDays.unwrap()),
  isActive: z.boolean(),
};
/** The form's check: on a new network the slug and secret too; on an edit a secret only when typed. */
function formSchemaFor(editing: boolean) {
  return z
    .object({ ...sharedFields, slug: z.string(), secret: z.string() })
    .superRefine(({ slug, secret }, context) => {
      const checks = [
        ['slug', editing ? null : shape.slug.safeParse(slug)],
        ['secret', editing && secret === '' ? null : shape.secret.safeParse(secret)],
      ] as const;
      for (const [name, result] of checks) {
        const issue = result?.error?.issues[0];
        if (issue) context.addIssue({ code: 'custom', path: [name], message: issue.message });
      }
    });
}
type FormValues = z.input<ReturnType<typeof formSchemaFor>>;

/** A field's message, also when the check named one item of a list (signed parameters, addresses). */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(messageOf).find(Boolean);
}

/** What the form shows for a network's settings: lists and numbers as typed text. */
function valuesOf(network: Omit<AdNetwork, 'id' | 'postbackPath' | 'createdAt'>): FormValues {
  return {
    ...network,
    secret: '',
    offerwallUrl: network.offerwallUrl ?? '',
    signatureParams: network.signatureParams.join(', '),
    allowedIps: network.allowedIps.join('\n'),
    exchangeRate: String(network.exchangeRate),
    memberSharePercent: String(network.memberSharePercent),
    holdDays: String(network.holdDays),
  };
}

// A new network starts with the server's own defaults, shown so the operator sees what they get.
const defaultValues = valuesOf({
  ...adNetworkDefaults,
  name: '',
  slug: '',
  offerwallUrl: null,
  isActive: true,
});

const paramFields = [
  ['userParam', 'Member parameter'],
  ['transactionParam', 'Transaction parameter'],
  ['rewardParam', 'Reward parameter'],
  ['payoutParam', 'Payout parameter'],
  ['statusParam', 'Status parameter'],
  ['signatureParam', 'Signature parameter'],
  ['creditStatus', 'Credit status value'],
  ['reversalStatus', 'Reversal status value'],
] as const;

const moneyFields = [
  [
    'exchangeRate',
    'Exchange rate (USD per unit)',
    'decimal',
    'What one unit of the network’s currency is worth in US dollars.',
  ],
  [
    'memberSharePercent',
    'Member share (%)',
    'decimal',
    'Of the reward the network names; the rest is the site’s margin.',
  ],
  ['holdDays', 'Hold days', 'numeric', 'Rewards stay Pending this long before they can be withdrawn.'],
] as const;

interface AdNetworkFormProps {
  open: boolean;
  /** The network being edited, or null to connect a new one. */
  editing: AdNetwork | null;
  onClose: () => void;
  /** A new network was connected: its secret is in the answer, this once. */
  onCreated: (network: CreatedAdNetwork) => void;
}

/** Connects a network (name, slug and secret are enough) or changes one; the slug never changes. */
export function AdNetworkForm(props: AdNetworkFormProps) {
  // A fresh form for each opening, checked for what it is: a new network or an edit.
  return props.open ? <AdNetworkDialog key={props.editing?.id ?? 'new'} {...props} /> : null;
}

function AdNetworkDialog({ editing, onClose, onCreated }: AdNetworkFormProps) {
  const create = useCreateAdNetwork();
  const update = useUpdateAdNetwork();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchemaFor(editing !== null)),
    defaultValues: editing ? valuesOf(editing) : defaultValues,
  });

  const failed = (error: unknown) => {
    if (handledByAdminFrame(error)) return;
    void showToast('error', errorMessage(error, 'Something went wrong'));
  };
  const onSubmit = handleSubmit(({ slug, secret, ...fields }) => {
    if (editing) {
      update.mutate(
        { id: editing.id, body: { ...fields, ...(secret === '' ? {} : { secret }) } },
        {
          onSuccess: () => {
            void showToast('success', 'Network updated');
            onClose();
          },
          onError: failed,
        },
      );
      return;
    }
    create.mutate(
      { ...fields, slug, secret },
      {
        onSuccess: (network) => {
          onClose();
          onCreated(network);
        },
        onError: failed,
      },
    );
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing ? `Edit ${editing.name}` : 'Connect Network'}
      description="The network calls this site with a signed postback for every completed or reversed offer."
      size="lg"
      onSubmit={onSubmit}
      submitText={editing ? 'Save Network' : 'Connect Network'}
      busy={create.isPending || update.isPending}
      busyText="Saving..."
      formClassName="grid gap-4 px-5 py-4 sm:grid-cols-2"
    >
      <TextField label="Name" maxLength={100} error={errors.name?.message} {...register('name')} />
      {editing ? (
        <TextField label="Slug" value={editing.slug} readOnly disabled hint="Networks call it; it stays." />
      ) : (
        <TextField
          label="Slug"
          placeholder="e.g. ayet"
          autoCapitalize="none"
          hint="In the postback address: lowercase letters, digits and dashes."
          error={errors.slug?.message}
          {...register('slug')}
        />
      )}
      <TextField
        label={editing ? 'New postback secret (optional)' : 'Postback secret'}
        type="password"
        autoComplete="new-password"
        hint={
          editing
            ? 'Leave empty to keep the current secret.'
            : 'From the network’s dashboard. Stored encrypted; shown once after saving.'
        }
        error={errors.secret?.message}
        {...register('secret')}
        className="sm:col-span-2"
      />
      <TextField
        label="Offerwall URL (optional)"
        placeholder="https://wall.example.com/?uid={userId}&sig={signature}"
        hint="{userId} becomes the member’s account number and {signature} its signature."
        error={errors.offerwallUrl?.message}
        {...register('offerwallUrl')}
        className="sm:col-span-2"
      />
      {moneyFields.map(([name, label, inputMode, hint]) => (
        <TextField
          key={name}
          label={label}
          inputMode={inputMode}
          hint={hint}
          error={errors[name]?.message}
          {...register(name)}
        />
      ))}
      <div className="flex items-end pb-2.5">
        <Switch label="Active" visibleLabel="Active" {...register('isActive')} />
      </div>
      <details className="rounded-xl border border-slate-200 px-4 py-3 sm:col-span-2">
        <summary className="cursor-pointer text-sm font-semibold text-slate-700">
          Postback format
          <span className="ml-2 font-normal text-slate-500">
            HMAC-SHA256 over tx_id:user_id:reward:status unless changed
          </span>
        </summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Signature"
            options={schemeOptions}
            error={errors.signatureScheme?.message}
            {...register('signatureScheme')}
            className="sm:col-span-2"
          />
          <TextField
            label="Signed parameters, in order"
            hint="Names separated by commas."
            error={messageOf(errors.signatureParams)}
            {...register('signatureParams')}
            className="sm:col-span-2"
          />
          {paramFields.map(([name, label]) => (
            <TextField key={name} label={label} error={errors[name]?.message} {...register(name)} />
          ))}
          <TextField
            label="Reply"
            hint="What the network expects back, e.g. OK or 1."
            error={errors.successReply?.message}
            {...register('successReply')}
          />
          <TextAreaField
            label="Allowed addresses (optional)"
            rows={2}
            placeholder="One IP address per line; empty allows any"
            error={messageOf(errors.allowedIps)}
            {...register('allowedIps')}
            className="sm:col-span-2"
          />
        </div>
      </details>
    </FormDialog>
  );
}
