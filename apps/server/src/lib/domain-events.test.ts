import { describe, expect, it } from 'vitest';
import { createDomainEvents } from './domain-events';

describe('domain events', () => {
  it('runs the handlers in the order they registered and resolves once all have', async () => {
    const events = createDomainEvents();
    const told: string[] = [];
    events.on('lessonCompleted', async ({ userId }) => {
      await Promise.resolve();
      told.push(`first ${userId}`);
    });
    events.on('lessonCompleted', ({ userId }) => {
      told.push(`second ${userId}`);
    });
    await events.emit('lessonCompleted', { userId: 4 });
    expect(told).toEqual(['first 4', 'second 4']);
  });

  it('tells only the handlers of that event, and fails when a handler fails', async () => {
    const events = createDomainEvents();
    const told: number[] = [];
    events.on('lessonCompleted', ({ userId }) => {
      told.push(userId);
    });
    events.on('userDeleting', () => {
      throw new Error('could not clean up');
    });
    await expect(events.emit('userDeleting', { tx: {} as never, userId: 9 })).rejects.toThrow('could not clean up');
    expect(told).toEqual([]);
    await events.emit('lessonCompleted', { userId: 1 });
    expect(told).toEqual([1]);
  });
});
