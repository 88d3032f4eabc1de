import type { WheelSegment } from '@earnflow/contracts';

interface SpinWheelProps {
  segments: WheelSegment[];
  /** Degrees the wheel is turned, clockwise; a change animates. */
  rotation: number;
  spinning: boolean;
  onStopped: () => void;
}

const SIZE = 300;
const RADIUS = SIZE / 2;

function point(angleDegrees: number, radius: number) {
  const radians = ((angleDegrees - 90) * Math.PI) / 180;
  return { x: RADIUS + radius * Math.cos(radians), y: RADIUS + radius * Math.sin(radians) };
}

function slicePath(start: number, end: number): string {
  const from = point(start, RADIUS - 4);
  const to = point(end, RADIUS - 4);
  const large = end - start > 180 ? 1 : 0;
  return `M ${String(RADIUS)} ${String(RADIUS)} L ${String(from.x)} ${String(from.y)} A ${String(RADIUS - 4)} ${String(RADIUS - 4)} 0 ${String(large)} 1 ${String(to.x)} ${String(to.y)} Z`;
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

/** The wheel: equal slices in the admins' colours with their labels, and a pointer at the top. */
export function SpinWheel({ segments, rotation, spinning, onStopped }: SpinWheelProps) {
  const slice = 360 / Math.max(segments.length, 1);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[300px]">
      {/* The turning square would widen the page at 45°: only the round wheel shows. */}
      <div className="size-full overflow-hidden rounded-full drop-shadow-lg">
        <svg
          viewBox={`0 0 ${String(SIZE)} ${String(SIZE)}`}
          role="img"
          aria-label={`Prize wheel with ${String(segments.length)} segments: ${segments.map((segment) => segment.label).join(', ')}`}
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
            const label = point(middle, RADIUS * 0.62);
            const turn = labelTurn(middle, rotation);
            return (
              <g key={segment.id}>
                <path
                  d={slicePath(start, start + slice)}
                  fill={segment.colour}
                  stroke="#ffffff"
                  strokeWidth={2}
                />
                <text
                  x={label.x}
                  y={label.y}
                  fill="#ffffff"
                  fontSize={segments.length > 8 ? 11 : 14}
                  fontWeight={700}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${String(turn)} ${String(label.x)} ${String(label.y)})`}
                  style={{ paintOrder: 'stroke', stroke: 'rgb(15 23 42 / 0.55)', strokeWidth: 3 }}
                >
                  {segment.label}
                </text>
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
