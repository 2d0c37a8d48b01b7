import { describe, expect, it, vi } from 'vitest';
import { parseUserProfile } from './userProfile.ts';

const logger = () => ({ warn: vi.fn() });

describe('parseUserProfile', () => {
  it('parses JSON text and converts createdAt to a date', () => {
    const log = logger();
    const profile = parseUserProfile(
      '{"userId":"u-1","createdAt":"2025-03-01T10:00:00.000Z"}',
      log,
    );
    expect(profile).toEqual({ userId: 'u-1', createdAt: new Date('2025-03-01T10:00:00.000Z') });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'empty text'],
    ['   ', 'blank text'],
    [null, 'null'],
    [undefined, 'undefined'],
  ])('logs a warning and yields no profile for an empty response (%j: %s)', (input, _label) => {
    const log = logger();
    expect(parseUserProfile(input, log)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/empty/);
  });

  it('logs a warning and yields no profile without a userId', () => {
    const log = logger();
    expect(parseUserProfile({ createdAt: 1 }, log)).toBeNull();
    expect(parseUserProfile('{"userId":""}', log)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/userId/);
  });

  it('logs a warning for text that is not JSON', () => {
    const log = logger();
    expect(parseUserProfile('<html>', log)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
