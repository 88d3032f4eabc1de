import type { WheelSegment } from '@earnflow/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { defineMessages, useT } from '@/i18n/i18n';
import spinEn from '@/locales/en/spin';

const m = defineMessages('spin', spinEn);

interface SpinWheelProps {
  segments: WheelSegment[];
  /** Degrees the wheel is turned, clockwise; a change animates. */
  rotation: number;
  spinning: boolean;
  onStopped: () => void;
}

const SIZE = 300;
const RADIUS = SIZE / 2;
const RIM = RADIUS - 4;
const HUB = 26;
/** Where a label that fits is centred, as a share of the radius. */
const LABEL_CENTRE = 0.62;
/** Room kept clear between a label's ends and the hub or the rim. */
const LABEL_MARGIN = 5;
const SMALLEST_FONT = 8;
/** A generous width of one bold character, in ems, so an estimate errs towards too long. */
const CHARACTER_WIDTH = 0.65;

function point(angleDegrees: number, radius: number) {
  const radians = ((angleDegrees - 90) * Math.PI) / 180;
  return { x: RADIUS + radius * Math.cos(radians), y: RADIUS + radius * Math.sin(radians) };
}

function slicePath(start: number, end: number): string {
  const from = point(start, RIM);
  const to = point(end, RIM);
  const large = end - start > 180 ? 1 : 0;
  return `M ${String(RADIUS)} ${String(RADIUS)} L ${String(from.x)} ${String(from.y)} A ${String(RIM)} ${String(RIM)} 0 ${String(large)} 1 ${String(to.x)} ${String(to.y)} Z`;
}

/** The angle (clockwise from the top) of the middle of segment `index` of `count`. */
export function segmentCentre(index: number, count: number): number {
  return (index + 0.5) * (360 / count);
}

/**
 * The rotation that brings segment `index` under the pointer at the top, turning at least `turns` full
 * times further than `current`.
 */
export function rotationFor(current: number, index: number, count: number, turns = 5): number {
  const target = (360 - segmentCentre(index, count)) % 360;
  const base = current - (current % 360) + turns * 360;
  return base + target;
}

/**
 * The turn of a label whose slice's middle is at `middle` degrees on a wheel turned `rotation` degrees.
 * Labels run along the radius; where the slice comes to rest on the left half they run from the rim
 * inwards instead of from the hub outwards, so no label at rest reads upside down.
 */
export function labelTurn(middle: number, rotation: number): number {
  const onScreen = (((middle + rotation) % 360) + 360) % 360;
  return onScreen > 180 ? middle + 90 : middle - 90;
}

export interface LabelFit {
  /** Distance of the label's middle from the centre. */
  radius: number;
  fontSize: number;
  /** The length the label may take along the radius, clear of the hub and the rim. */
  room: number;
}

/** A generous width for `label` at `fontSize`, so an estimate errs towards too long. */
export function estimatedLength(label: string, fontSize: number): number {
  return Array.from(label).length * CHARACTER_WIDTH * fontSize;
}

/**
 * Where and how large a slice's label is drawn so it runs within its slice, between the hub and the rim.
 * A label that fits keeps its place and size; a longer one moves to the middle of the room with a font
 * small enough for it (not below SMALLEST_FONT: what is still too long is squeezed to the room).
 */
export function labelFit(label: string, count: number): LabelFit {
  const fontSize = count > 8 ? 11 : 14;
  const outer = RIM - LABEL_MARGIN;
  // With many slices the hub end of a slice is narrower than the text is tall: labels start further out.
  const narrowest = fontSize / (2 * Math.sin(Math.PI / Math.max(count, 2)));
  const inner = Math.max(HUB + LABEL_MARGIN, narrowest);
  const centre = RADIUS * LABEL_CENTRE;
  const roomAtCentre = 2 * Math.min(centre - inner, outer - centre);
  if (estimatedLength(label, fontSize) <= roomAtCentre) {
    return { radius: centre, fontSize, room: roomAtCentre };
  }
  const room = outer - inner;
  const fitting = Math.floor((fontSize * room) / estimatedLength(label, fontSize));
  return {
    radius: (inner + outer) / 2,
    fontSize: Math.max(SMALLEST_FONT, Math.min(fontSize, fitting)),
    room,
  };
}

interface SliceLabelProps {
  label: string;
  fit: LabelFit;
  x: number;
  y: number;
  turn: number;
}

/** Whether the browser lays text out, so a label's real length can be measured (not so in tests' jsdom). */
const canMeasureText =
  typeof SVGTextContentElement !== 'undefined' &&
  typeof SVGTextContentElement.prototype.getComputedTextLength === 'function';

/**
 * A slice's label, squeezed to its room when it is longer than that: as measured before it is painted,
 * where the browser can measure text, else as estimated.
 */
function SliceLabel({ label, fit, x, y, turn }: SliceLabelProps) {
  const text = useRef<SVGTextElement>(null);
  // Measured unsqueezed, since a squeeze changes the measured length.
  const [squeezed, setSqueezed] = useState(
    () => !canMeasureText && estimatedLength(label, fit.fontSize) > fit.room,
  );
  useLayoutEffect(() => {
    if (canMeasureText && text.current) setSqueezed(text.current.getComputedTextLength() > fit.room);
  }, [fit.room]);
  return (
    <text
      ref={text}
      x={x}
      y={y}
      fill="#ffffff"
      fontSize={fit.fontSize}
      fontWeight={700}
      textAnchor="middle"
      dominantBaseline="middle"
      transform={`rotate(${String(turn)} ${String(x)} ${String(y)})`}
      style={{ paintOrder: 'stroke', stroke: 'rgb(15 23 42 / 0.55)', strokeWidth: 3 }}
      {...(squeezed ? { textLength: fit.room, lengthAdjust: 'spacingAndGlyphs' } : {})}
    >
      {label}
    </text>
  );
}

/** The wheel: equal slices in the admins' colours with their labels, and a pointer at the top. */
export function SpinWheel({ segments, rotation, spinning, onStopped }: SpinWheelProps) {
  const t = useT();
  const slice = 360 / Math.max(segments.length, 1);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[300px]">
      {/* The turning square would widen the page at 45°: only the round wheel shows. */}
      <div className="size-full overflow-hidden rounded-full drop-shadow-lg">
        <svg
          viewBox={`0 0 ${String(SIZE)} ${String(SIZE)}`}
          role="img"
          aria-label={t(m.wheelLabel, {
            count: segments.length,
            labels: segments.map((segment) => segment.label).join(', '),
          })}
          className="size-full motion-safe:transition-transform motion-safe:duration-[4000ms] motion-safe:ease-[cubic-bezier(0.17,0.67,0.21,1)] motion-reduce:transition-transform motion-reduce:duration-300"
          style={{ transform: `rotate(${String(rotation)}deg)` }}
          onTransitionEnd={() => {
            if (spinning) onStopped();
          }}
        >
          <circle cx={RADIUS} cy={RADIUS} r={RADIUS - 1} fill="#0f172a" />
          {segments.map((segment, index) => {
            const start = index * slice;
            const middle = start + slice / 2;
            const fit = labelFit(segment.label, segments.length);
            const label = point(middle, fit.radius);
            const turn = labelTurn(middle, rotation);
            return (
              <g key={segment.id}>
                <path
                  d={slicePath(start, start + slice)}
                  fill={segment.colour}
                  stroke="#ffffff"
                  strokeWidth={2}
                />
                <SliceLabel
                  // Measured afresh, without a squeeze, whenever the label or its size changes.
                  key={`${segment.label}:${String(fit.fontSize)}:${String(fit.room)}`}
                  label={segment.label}
                  fit={fit}
                  x={label.x}
                  y={label.y}
                  turn={turn}
                />
              </g>
            );
          })}
          <circle cx={RADIUS} cy={RADIUS} r={22} fill="#ffffff" stroke="#16a34a" strokeWidth={4} />
        </svg>
      </div>
      <div
        aria-hidden="true"
        className="absolute top-[-6px] left-1/2 h-0 w-0 -translate-x-1/2 border-x-[14px] border-t-[26px] border-x-transparent border-t-amber-500 drop-shadow"
      />
    </div>
  );
}
