// @vitest-environment node
// One process (socket.io's in-memory adapter): nothing is told to other processes, and socket.io's
// "this adapter does not support the serverSideEmit() functionality" warning is never printed.
// The Redis side is proven by redis.test.ts.
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clustered, tellOtherProcesses } from './cluster';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the realtime cluster helpers in one process', () => {
  it('sees no other processes and tells them nothing, without a warning', () => {
    // Not attached to an HTTP server: it opens nothing, so there is nothing to close.
    const io = new Server();
    const nsp = io.of('/whiteboard');
    expect(clustered(nsp)).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const emit = vi.spyOn(nsp, 'serverSideEmit');
    tellOtherProcesses(nsp, 'whiteboard-batch', 'cs 1 0\ndr 1 1 1 1');
    expect(emit).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
