import type { MemberDevices } from '@earnflow/contracts';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/date';
import { deviceName, signalKindLabels } from '@/lib/signals';
import { useMemberDevices } from '../api/get-devices';

/** The latest moves shown before "Show all". */
const FIRST_ACTIVITY = 5;

function DeviceIcon({ userAgent }: { userAgent: string | null }) {
  const Icon = userAgent !== null && /Android|iPhone|iPad|iPod|Mobile/.test(userAgent) ? Smartphone : Monitor;
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-green-50 text-green-600">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function DeviceList({ devices }: { devices: MemberDevices['devices'] }) {
  if (devices.length === 0) return <p className="text-sm text-slate-500">No devices recorded yet.</p>;
  return (
    <ul aria-label="Devices" className="flex flex-col divide-y divide-slate-100">
      {devices.map((device) => (
        <li
          key={`${device.firstSeenAt}-${device.userAgent ?? ''}`}
          className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
        >
          <DeviceIcon userAgent={device.userAgent} />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
              {deviceName(device.userAgent)}
              {device.thisDevice ? <Badge tone="green">This device</Badge> : null}
            </p>
            <p className="text-xs text-slate-500">
              Last used {formatDateTime(device.lastSeenAt)} from{' '}
              <span className="font-mono [overflow-wrap:anywhere]">{device.lastIp}</span>
            </p>
            <p className="text-xs text-slate-500">First seen {formatDateTime(device.firstSeenAt)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ActivityList({ activity }: { activity: MemberDevices['activity'] }) {
  const [all, setAll] = useState(false);
  if (activity.length === 0) return <p className="text-sm text-slate-500">Nothing recorded yet.</p>;
  const shown = all ? activity : activity.slice(0, FIRST_ACTIVITY);
  return (
    <>
      <ul aria-label="Recent sign-ins and money moves" className="flex flex-col divide-y divide-slate-100">
        {shown.map((signal) => (
          <li key={`${signal.kind}-${signal.at}-${signal.ip}`} className="py-2.5 first:pt-0 last:pb-0">
            <p className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-900">{signalKindLabels[signal.kind]}</span>
              <span className="shrink-0 text-xs text-slate-500">{formatDateTime(signal.at)}</span>
            </p>
            <p className="text-xs text-slate-500">
              {deviceName(signal.userAgent)}
              {signal.thisDevice ? ' (this device)' : ''} ·{' '}
              <span className="font-mono [overflow-wrap:anywhere]">{signal.ip}</span>
            </p>
          </li>
        ))}
      </ul>
      {activity.length > FIRST_ACTIVITY ? (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="mt-3 self-start rounded-lg text-sm font-semibold text-green-700 hover:underline focus-visible:outline-2 focus-visible:outline-green-600"
        >
          {all ? 'Show fewer' : `Show all ${String(activity.length)}`}
        </button>
      ) : null}
    </>
  );
}

/** Settings: where the account was used, so a member can spot a sign-in that was not theirs. */
export function DevicesCard() {
  const devices = useMemberDevices();
  const data = devices.data;
  return (
    <Card aria-labelledby="devices-heading">
      <CardHeader
        titleId="devices-heading"
        title="Devices and sign-ins"
        description={
          data
            ? `Where your account was used. Addresses and devices are kept for ${String(data.keptDays)} days.`
            : 'Where your account was used.'
        }
      />
      {data ? (
        <div className="flex flex-col gap-5">
          <DeviceList devices={data.devices} />
          <section aria-labelledby="devices-activity-heading" className="flex flex-col">
            <h3 id="devices-activity-heading" className="mb-2 text-sm font-semibold text-slate-900">
              Recent activity
            </h3>
            <ActivityList activity={data.activity} />
          </section>
          <p className="text-xs text-slate-500">
            A device you don&apos;t know? Change your password now: it signs you out everywhere else.
          </p>
        </div>
      ) : devices.error ? (
        <LoadError what="your devices" onRetry={() => void devices.refetch()} retrying={devices.isFetching} />
      ) : (
        <div role="status" aria-label="Loading devices" className="flex flex-col gap-3">
          <Skeleton className="h-14 rounded-xl" />
          <Skeleton className="h-14 rounded-xl" />
        </div>
      )}
    </Card>
  );
}
