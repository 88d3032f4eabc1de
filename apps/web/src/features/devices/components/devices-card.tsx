import type { MemberDevices, SignalKind } from '@earnflow/contracts';
import { Trans } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date';
import { deviceName } from '@/lib/signals';
import devicesEn from '@/locales/en/devices';
import { useMemberDevices } from '../api/get-devices';

const m = defineMessages('devices', devicesEn);

/** What the member did when a signal was recorded (the console names them in English, lib/signals). */
const kindLabels: Record<SignalKind, MessageDescriptor> = {
  SIGN_UP: m.signUp,
  SIGN_IN: m.signIn,
  DEPOSIT: m.deposit,
  WITHDRAWAL: m.withdrawal,
  TRANSFER: m.transfer,
};

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
  const t = useT();
  if (devices.length === 0) return <p className="text-sm text-slate-500">{t(m.noDevices)}</p>;
  return (
    <ul aria-label={t(m.devices)} className="flex flex-col divide-y divide-slate-100">
      {devices.map((device) => (
        <li
          key={`${device.firstSeenAt}-${device.userAgent ?? ''}`}
          className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
        >
          <DeviceIcon userAgent={device.userAgent} />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
              {deviceName(device.userAgent)}
              {device.thisDevice ? <Badge tone="green">{t(m.thisDevice)}</Badge> : null}
            </p>
            <p className="text-xs text-slate-500">
              <Trans
                id={m.lastUsed.id}
                message={m.lastUsed.message}
                values={{ date: formatDateTime(device.lastSeenAt), ip: device.lastIp }}
                components={{ 0: <span dir="ltr" className="font-mono [overflow-wrap:anywhere]" /> }}
              />
            </p>
            <p className="text-xs text-slate-500">
              {t(m.firstSeen, { date: formatDateTime(device.firstSeenAt) })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ActivityList({ activity }: { activity: MemberDevices['activity'] }) {
  const t = useT();
  const [all, setAll] = useState(false);
  if (activity.length === 0) return <p className="text-sm text-slate-500">{t(m.nothingRecorded)}</p>;
  const shown = all ? activity : activity.slice(0, FIRST_ACTIVITY);
  return (
    <>
      <ul aria-label={t(m.activityList)} className="flex flex-col divide-y divide-slate-100">
        {shown.map((signal) => {
          const device = deviceName(signal.userAgent);
          return (
            <li key={`${signal.kind}-${signal.at}-${signal.ip}`} className="py-2.5 first:pt-0 last:pb-0">
              <p className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900">{t(kindLabels[signal.kind])}</span>
                <span className="shrink-0 text-xs text-slate-500">{formatDateTime(signal.at)}</span>
              </p>
              <p className="text-xs text-slate-500">
                {signal.thisDevice ? t(m.onThisDevice, { device }) : device} ·{' '}
                <span dir="ltr" className="font-mono [overflow-wrap:anywhere]">
                  {signal.ip}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
      {activity.length > FIRST_ACTIVITY ? (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="mt-3 self-start rounded-lg text-sm font-semibold text-green-700 hover:underline focus-visible:outline-2 focus-visible:outline-green-600"
        >
          {all ? t(m.showFewer) : t(m.showAll, { count: activity.length })}
        </button>
      ) : null}
    </>
  );
}

/** Settings: where the account was used, so a member can spot a sign-in that was not theirs. */
export function DevicesCard() {
  const t = useT();
  const devices = useMemberDevices();
  const data = devices.data;
  return (
    <Card aria-labelledby="devices-heading">
      <CardHeader
        titleId="devices-heading"
        title={t(m.title)}
        description={data ? t(m.descriptionKept, { days: data.keptDays }) : t(m.description)}
      />
      {data ? (
        <div className="flex flex-col gap-5">
          <DeviceList devices={data.devices} />
          <section aria-labelledby="devices-activity-heading" className="flex flex-col">
            <h3 id="devices-activity-heading" className="mb-2 text-sm font-semibold text-slate-900">
              {t(m.recentActivity)}
            </h3>
            <ActivityList activity={data.activity} />
          </section>
          <p className="text-xs text-slate-500">{t(m.unknownDeviceAdvice)}</p>
        </div>
      ) : devices.error ? (
        <LoadError
          what={t(m.yourDevices)}
          onRetry={() => void devices.refetch()}
          retrying={devices.isFetching}
        />
      ) : (
        <div role="status" aria-label={t(m.loading)} className="flex flex-col gap-3">
          <Skeleton className="h-14 rounded-xl" />
          <Skeleton className="h-14 rounded-xl" />
        </div>
      )}
    </Card>
  );
}
