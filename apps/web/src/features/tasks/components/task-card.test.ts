import type { MemberTask } from '@earnflow/contracts';
import { describe, expect, it } from 'vitest';
import { taskStage } from './task-card';

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
});
