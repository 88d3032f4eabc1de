import type { Risk, RiskReason } from '@earnflow/contracts';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export type RiskLevel = 'none' | 'low' | 'medium' | 'high';

/** Bands of the 0–100 score; the default review threshold (50) is where High begins (decision 0184). */
export function riskLevel(score: number): RiskLevel {
  if (score >= 50) return 'high';
  if (score >= 25) return 'medium';
  if (score > 0) return 'low';
  return 'none';
}

const levels: Record<RiskLevel, { label: string; tone: BadgeTone }> = {
  none: { label: 'No risk', tone: 'slate' },
  low: { label: 'Low', tone: 'green' },
  medium: { label: 'Medium', tone: 'amber' },
  high: { label: 'High', tone: 'red' },
};

/** "+40 Linked to 4 accounts on the same device." */
const reasonLine = ({ points, text }: RiskReason) => `+${String(points)} ${text}`;

/** Every reason with the points it adds, largest first. */
export function RiskReasonList({ reasons, className }: { reasons: RiskReason[]; className?: string }) {
  const sorted = reasons.toSorted((a, b) => b.points - a.points);
  return (
    <ul className={clsx('flex flex-col gap-1.5', className)}>
      {sorted.map((reason) => (
        <li key={reason.code} className="flex items-start gap-2 text-sm text-slate-700">
          <span className="mt-px min-w-9 shrink-0 rounded-md bg-slate-100 px-1.5 text-center text-xs leading-5 font-semibold text-slate-700 tabular-nums">
            +{reason.points}
          </span>
          <span className="[overflow-wrap:anywhere]">{reason.text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A withdrawal's risk score coloured by its band; the reasons show on hover (the title) and open under
 * the badge on a click, so they read on a phone too.
 */
export function RiskBadge({ risk }: { risk: Risk }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { label, tone } = levels[riskLevel(risk.score)];
  const text = `${String(risk.score)} · ${label}`;
  if (risk.reasons.length === 0) {
    return (
      <span title="No risk signals" className="whitespace-nowrap">
        <Badge tone={tone}>{text}</Badge>
      </span>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Risk score ${String(risk.score)}, ${label.toLowerCase()}: ${open ? 'hide' : 'show'} the reasons`}
        title={risk.reasons.map(reasonLine).join('\n')}
        onClick={() => setOpen(!open)}
        className="rounded-full whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600"
      >
        <Badge tone={tone}>
          {text}
          <ChevronDown
            className={clsx('-mr-1 ml-0.5 size-3.5 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </Badge>
      </button>
      <div id={listId} hidden={!open} className="max-w-56 min-w-44">
        <RiskReasonList reasons={risk.reasons} />
      </div>
    </div>
  );
}
