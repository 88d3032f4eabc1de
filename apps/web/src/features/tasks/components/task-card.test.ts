import type { MemberTask } from '@earnflow/contracts';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TaskCard, taskGradients, taskProgress, taskStage } from './task-card';

const task = (overrides: Partial<MemberTask>): MemberTask => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Follow us',
  description: 'Follow and send a screenshot.',
  rewardAmount: 1,
  completed: false,
  progress: 0,
  TaskProgress: [],
  submission: null,
  ...overrides,
});

describe('task stage (spec §4)', () => {
  it('is completed when completed or completedAt is set, in progress when started, else not started', () => {
    expect(taskStage(task({}))).toBe('not_started');
    expect(taskStage(task({ TaskProgress: [{ status: 'in_progress', completedAt: null }] }))).toBe(
      'in_progress',
    );
    expect(taskStage(task({ completed: true }))).toBe('completed');
    expect(
      taskStage(task({ TaskProgress: [{ status: 'in_progress', completedAt: '2026-03-01T10:00:00.000Z' }] })),
    ).toBe('completed');
  });

  it('is in review while the proof waits for an admin, even where the answer says completed', () => {
    const waiting = { status: 'PENDING' as const, reason: null };
    expect(taskStage(task({ submission: waiting }))).toBe('in_review');
    expect(
      taskStage(
        task({
          completed: true,
          TaskProgress: [{ status: 'completed', completedAt: '2026-03-01T10:00:00.000Z' }],
          submission: waiting,
        }),
      ),
    ).toBe('in_review');
    expect(taskStage(task({ completed: true, submission: { status: 'APPROVED', reason: null } }))).toBe(
      'completed',
    );
    expect(
      taskStage(
        task({
          TaskProgress: [{ status: 'in_progress', completedAt: null }],
          submission: { status: 'REJECTED', reason: 'Blurry' },
        }),
      ),
    ).toBe('in_progress');
    expect([
      taskProgress('not_started', false),
      taskProgress('in_progress', false),
      taskProgress('in_progress', true),
      taskProgress('in_review', false),
      taskProgress('completed', false),
    ]).toEqual([0, 0, 50, 75, 100]);
  });
});

/** Tailwind 4's shades (oklch) as sRGB, for the colours a card's gradient may start from. */
const shades: Record<string, string> = {
  'emerald-600': '#009966',
  'emerald-700': '#007a55',
  'sky-600': '#0084d1',
  'sky-700': '#0069a8',
  'fuchsia-600': '#c800de',
  'orange-600': '#f54900',
  'orange-700': '#ca3500',
  'cyan-700': '#007595',
  'violet-600': '#7f22fe',
};

function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return 1.05 / (luminance + 0.05);
}

describe('task card colours', () => {
  it('starts every gradient on a shade where white text reads at 4.5:1 or more', () => {
    for (const gradient of taskGradients) {
      const start = /from-([a-z]+-\d+)/.exec(gradient)?.[1] ?? '';
      const hex = shades[start];
      expect(hex, `no sRGB value for ${start}`).toBeDefined();
      expect(contrastWithWhite(hex ?? '#ffffff'), start).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes its small text in solid white, not see-through', () => {
    const { container } = render(
      createElement(TaskCard, {
        task: task({}),
        startedHere: false,
        index: 0,
        busy: false,
        onAction: vi.fn(),
      }),
    );
    const seeThrough = Array.from(container.querySelectorAll('[class]')).filter((element) =>
      /(^|\s)text-white\/\d+/.test(element.getAttribute('class') ?? ''),
    );
    expect(seeThrough).toEqual([]);
  });
});
