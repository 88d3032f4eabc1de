import { eq } from 'drizzle-orm';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { MemberTask, TaskSubmission } from '@earnflow/contracts';

import { earnings, notifications } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { TestClock } from '../../../test/clock';

import { testDatabaseKind } from '../../../test/database';

import { bearer, loginAdmin, seedAdmin, uploadFile, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';

import { walletBalanceCents } from '../ledger/ledger.service';

let ctx: TestContext;
let adminToken: string;
const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

async function member() {
  return signedInMember(ctx.app, { status: 'ACTIVE' });
}

async function createTask(reward = 1.5) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/tasks',
    headers: bearer(adminToken),
    payload: { title: 'Follow us', description: 'Follow our page and send a screenshot.', reward },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>();
}

const call = (token: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const myTask = async (token: string, id: string) =>
  (await call(token, 'GET', '/api/tasks')).json<MemberTask[]>().find((task) => task.id === id);

const decide = (id: string, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/task-submissions/${id}/status`,
    headers: bearer(adminToken),
    payload,
  });

async function pendingSubmissionOf(userId: string): Promise<TaskSubmission> {
  const queue = await ctx.app.inject({
    method: 'GET',
    url: '/api/task-submissions?status=PENDING&pageSize=100',
    headers: bearer(adminToken),
  });
  const found = queue.json<{ items: TaskSubmission[] }>().items.find((item) => item.user.id === userId);
  if (found === undefined) throw new Error('no pending submission');
  return found;
}

async function submitProof(someone: { token: string }, taskId: string) {
  expect(
    (await call(someone.token, 'PATCH', `/api/tasks/${taskId}/status`, { status: 'in_progress' })).json(),
  ).toMatchObject({
    status: 'in_progress',
    progress: 50,
  });
  const screenshotUrl = await uploadFile(ctx.app, someone.token);
  const verified = await call(someone.token, 'POST', '/api/tasks/verify', { taskId, screenshotUrl });
  expect(verified.statusCode).toBe(201);
  expect(verified.json()).toMatchObject({
    message: 'Task verified and marked as completed!',
    status: 'PENDING',
  });
  // The spec's client marks the task completed next: until an admin approves, it is not.
  const completed = await call(someone.token, 'PATCH', `/api/tasks/${taskId}/status`, {
    status: 'completed',
  });
  expect(completed.json()).toMatchObject({ status: 'in_progress', progress: 75, completedAt: null });
}

describe('tasks with screenshot proof', () => {
  it('start, submit, approve: a Pending earning until approved, then paid once and the member notified', async () => {
    const task = await createTask(1.5);
    const someone = await member();
    expect(await myTask(someone.token, task.id)).toMatchObject({
      completed: false,
      progress: 0,
      TaskProgress: [],
      rewardAmount: 1.5,
      submission: null,
    });
    await submitProof(someone, task.id);
    // Waiting for review is not done: not completed, not 100, TaskProgress still in progress.
    expect(await myTask(someone.token, task.id)).toMatchObject({
      completed: false,
      progress: 75,
      TaskProgress: [{ status: 'in_progress', completedAt: null }],
      submission: { status: 'PENDING', reason: null },
    });
    const restart = await call(someone.token, 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'in_progress',
    });
    expect(restart.json()).toMatchObject({ message: 'Your proof is waiting for review.' });
    expect(await myTask(someone.token, task.id)).toMatchObject({ completed: false, progress: 75 });
    const [pending] = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, someone.id));
    expect(pending).toMatchObject({ source: 'TASKS', status: 'PENDING', amount: 150 });
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(0);

    const submission = await pendingSubmissionOf(someone.id);
    expect(submission.screenshotUrl).toMatch(/^\/uploads\//);
    clock.advance(60_000);
    const approved = await decide(submission.id, { status: 'APPROVED' });
    expect(approved.json()).toMatchObject({ status: 'APPROVED' });
    // Done when approved, from the moment of the approval.
    expect(await myTask(someone.token, task.id)).toMatchObject({
      completed: true,
      progress: 100,
      TaskProgress: [{ status: 'completed', completedAt: clock.now().toISOString() }],
      submission: { status: 'APPROVED', reason: null },
    });
    expect(
      (await call(someone.token, 'PATCH', `/api/tasks/${task.id}/status`, { status: 'completed' })).json(),
    ).toMatchObject({ status: 'completed', progress: 100, completedAt: clock.now().toISOString() });
    expect((await decide(submission.id, { status: 'APPROVED' })).statusCode).toBe(409);
    expect((await decide(submission.id, { status: 'REJECTED', reason: 'No' })).statusCode).toBe(409);
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(150);
    const [paid] = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, someone.id));
    expect(paid).toMatchObject({ status: 'APPROVED' });
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, someone.id));
    expect(notices.map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: 'Task approved',
        message: 'Your proof for "Follow us" was approved and $1.50 has been added to your balance.',
      },
    ]);
    // Submitted once: a second proof is refused.
    const again = await call(someone.token, 'POST', '/api/tasks/verify', {
      taskId: task.id,
      screenshotUrl: await uploadFile(ctx.app, someone.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('a rejection says why, pays nothing, and lets the member submit again', async () => {
    const task = await createTask(2);
    const someone = await member();
    await submitProof(someone, task.id);
    const submission = await pendingSubmissionOf(someone.id);
    expect((await decide(submission.id, { status: 'REJECTED' })).statusCode).toBe(400);
    expect(
      (await decide(submission.id, { status: 'REJECTED', reason: 'The screenshot is blurry' })).statusCode,
    ).toBe(200);
    expect(await myTask(someone.token, task.id)).toMatchObject({
      completed: false,
      progress: 50,
      TaskProgress: [{ status: 'in_progress', completedAt: null }],
      submission: { status: 'REJECTED', reason: 'The screenshot is blurry' },
    });
    const [rejected] = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, someone.id));
    expect(rejected).toMatchObject({ status: 'REJECTED' });
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, someone.id));
    expect(notices.map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: 'Task rejected',
        message:
          'Your proof for "Follow us" was rejected: The screenshot is blurry. You can submit a new screenshot.',
      },
    ]);
    const screenshotUrl = await uploadFile(ctx.app, someone.token);
    expect(
      (await call(someone.token, 'POST', '/api/tasks/verify', { taskId: task.id, screenshotUrl })).statusCode,
    ).toBe(201);
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(0);
  });

  it("refuses another member's userId (403) and anyone's screenshot but the member's own", async () => {
    const task = await createTask();
    const someone = await member();
    const other = await member();
    const spoofed = [
      await call(someone.token, 'GET', `/api/tasks?userId=${other.id}`),
      await call(someone.token, 'PATCH', `/api/tasks/${task.id}/status`, {
        status: 'in_progress',
        userId: other.id,
      }),
      await call(someone.token, 'POST', '/api/tasks/verify', {
        taskId: task.id,
        userId: other.id,
        screenshotUrl: await uploadFile(ctx.app, someone.token),
      }),
    ];
    expect(spoofed.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect(await myTask(other.token, task.id)).toMatchObject({ progress: 0 });
    // The caller's own id is fine.
    expect((await call(someone.token, 'GET', `/api/tasks?userId=${someone.id}`)).statusCode).toBe(200);

    await call(someone.token, 'PATCH', `/api/tasks/${task.id}/status`, { status: 'in_progress' });
    const othersUpload = await uploadFile(ctx.app, other.token);
    const stolen = await call(someone.token, 'POST', '/api/tasks/verify', {
      taskId: task.id,
      screenshotUrl: othersUpload,
    });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await call(someone.token, 'POST', '/api/tasks/verify', { taskId: task.id, screenshotUrl: '' })).json(),
    ).toMatchObject({
      message: 'Screenshot URL is required.',
    });
  });

  it('no proof, no completion; unknown and inactive tasks are 404', async () => {
    const task = await createTask();
    const someone = await member();
    expect(
      (await call(someone.token, 'PATCH', `/api/tasks/${task.id}/status`, { status: 'completed' }))
        .statusCode,
    ).toBe(409);
    const beforeStart = await call(someone.token, 'POST', '/api/tasks/verify', {
      taskId: task.id,
      screenshotUrl: await uploadFile(ctx.app, someone.token),
    });
    expect(beforeStart.json()).toMatchObject({ message: 'Start the task first.' });
    expect(
      (
        await call(someone.token, 'PATCH', '/api/tasks/00000000-0000-4000-8000-000000000000/status', {
          status: 'in_progress',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(someone.token, 'PATCH', `/api/tasks/${task.id}/status`, { status: 'done' })).statusCode,
    ).toBe(400);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/tasks/${task.id}`,
      headers: bearer(adminToken),
      payload: { isActive: false },
    });
    expect(await myTask(someone.token, task.id)).toBeUndefined();
    expect(
      (await call(someone.token, 'PATCH', `/api/tasks/${task.id}/status`, { status: 'in_progress' }))
        .statusCode,
    ).toBe(404);
    expect((await call(someone.token, 'GET', '/api/admin/tasks')).statusCode).toBe(403);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('task review under concurrency (PostgreSQL)', () => {
  it('two admins approving the same proof at once pay it once', async () => {
    const task = await createTask(3);
    const someone = await member();
    await submitProof(someone, task.id);
    const submission = await pendingSubmissionOf(someone.id);
    const secondAdmin = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/task-submissions/${submission.id}/status`,
          headers: bearer(index % 2 === 0 ? adminToken : secondAdmin),
          payload: { status: 'APPROVED' },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(9);
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(300);
  });
});
