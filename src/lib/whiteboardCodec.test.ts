import { describe, expect, it } from 'vitest';
import { decodeCommands, decodeLine, encodeCommand, encodeCommands, isValidCommand, MAX_COMMAND_TEXT, cssToColor, colorToCss, type WhiteboardCommand } from './whiteboardCodec';
import { Rng } from '../../server/seed/prng';

const samples: WhiteboardCommand[] = [
  { op: 'cs', client: 0x2a, shift: 7 },
  { op: 'scr', color: 0xff8800 },
  { op: 'slw', width: 50 },
  { op: 'dr', x: 0, y: 0x20c, w: 64, h: 1 },
  { op: 'dqc', x0: 1, y0: 2, cx: 0x2bb, cy: 0x20c, x1: 0xfff, y1: 0 },
  { op: 'fo', dx: 175, color: 0xffffff },
];

describe('whiteboard codec', () => {
  it('encodes each command as a line of lower-case hex numbers', () => {
    expect(samples.map(encodeCommand)).toEqual(['cs 2a 7', 'scr ff8800', 'slw 32', 'dr 0 20c 40 1', 'dqc 1 2 2bb 20c fff 0', 'fo af ffffff']);
  });

  it('round-trips every command and a whole text', () => {
    for (const command of samples) expect(decodeLine(encodeCommand(command))).toEqual({ ok: true, command });
    expect(decodeCommands(encodeCommands(samples))).toEqual({ commands: samples, rejected: [] });
  });

  it('accepts leading zeros and encodes them away', () => {
    const decoded = decodeLine('slw 0a');
    expect(decoded).toEqual({ ok: true, command: { op: 'slw', width: 10 } });
  });

  it.each([
    ['', 'empty'],
    ['xx 1', 'unknownCommand'],
    ['SCR ff0000', 'unknownCommand'],
    ['scr', 'wrongArgumentCount'],
    ['scr ff0000 1', 'wrongArgumentCount'],
    ['scr  ff0000', 'wrongArgumentCount'],
    ['scr ff0000 ', 'wrongArgumentCount'],
    ['scr -1', 'badNumber'],
    ['scr 0xff', 'badNumber'],
    ['scr FF0000', 'badNumber'],
    ['dr 1 2 3 4.5', 'badNumber'],
    ['slw 0', 'outOfRange'],
    ['slw 33', 'outOfRange'],
    ['scr 1000000', 'outOfRange'],
    ['dr 1 2 0 4', 'outOfRange'],
    ['dr 1000 2 3 4', 'outOfRange'],
    ['fo 0 ffffff', 'outOfRange'],
    ['dqc ' + '1 '.repeat(40) + '1', 'tooLong'],
  ])('refuses %j (%s)', (line, error) => {
    const decoded = decodeLine(line);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error.error).toBe(error);
  });

  it('skips malformed lines of a text and keeps the others', () => {
    const text = 'scr ff0000\nbogus\n\nslw 99\ndr 1 1 4 4\r\ndr 2 2 4 4';
    const decoded = decodeCommands(text);
    expect(decoded.commands).toEqual([{ op: 'scr', color: 0xff0000 }, { op: 'dr', x: 2, y: 2, w: 4, h: 4 }]);
    expect(decoded.rejected.map((r) => r.line)).toEqual([1, 3, 4]);
  });

  it('refuses texts that are not strings or too long, without throwing', () => {
    for (const bad of [undefined, null, 42, {}, ['scr 0'], 'x'.repeat(MAX_COMMAND_TEXT + 66)]) {
      expect(decodeCommands(bad).commands).toEqual([]);
    }
    expect(decodeLine({ toString: () => 'scr 0' }).ok).toBe(false);
  });

  it('tells valid command objects from invalid ones', () => {
    for (const command of samples) expect(isValidCommand(command)).toBe(true);
    expect(isValidCommand({ op: 'slw', width: 51 })).toBe(false);
    expect(isValidCommand({ op: 'dr', x: 1.5, y: 0, w: 1, h: 1 })).toBe(false);
    expect(isValidCommand({ op: 'dr', x: -1, y: 0, w: 1, h: 1 })).toBe(false);
  });

  it('converts colours', () => {
    expect(colorToCss(0xab)).toBe('#0000ab');
    expect(cssToColor('#FF8800')).toBe(0xff8800);
    expect(cssToColor('red')).toBeNull();
  });
});

describe('whiteboard codec fuzz', () => {
  const rng = new Rng(1700);
  const pick = <T,>(items: readonly T[]) => items[rng.int(0, items.length - 1)]!;
  const alphabet = 'abcdefx0123456789 \n\r\t-.:;,scrlwdqfoABCDEF\u0000\u00e9\ud83d';

  function randomCommand(): WhiteboardCommand {
    const n = (max: number, min = 0) => rng.int(min, max);
    switch (pick(['cs', 'scr', 'slw', 'dr', 'dqc', 'fo'] as const)) {
      case 'cs': return { op: 'cs', client: n(0xffffff), shift: n(0x7fffffff) };
      case 'scr': return { op: 'scr', color: n(0xffffff) };
      case 'slw': return { op: 'slw', width: n(50, 1) };
      case 'dr': return { op: 'dr', x: n(0xfff), y: n(0xfff), w: n(64, 1), h: n(64, 1) };
      case 'dqc': return { op: 'dqc', x0: n(0xfff), y0: n(0xfff), cx: n(0xfff), cy: n(0xfff), x1: n(0xfff), y1: n(0xfff) };
      case 'fo': return { op: 'fo', dx: n(700, 1), color: n(0xffffff) };
    }
  }

  it('keeps every valid command through encode and decode', () => {
    for (let i = 0; i < 5000; i++) {
      const command = randomCommand();
      expect(isValidCommand(command)).toBe(true);
      expect(decodeLine(encodeCommand(command))).toEqual({ ok: true, command });
    }
  });

  it('never throws on random strings, and whatever it accepts encodes back to a valid line', () => {
    for (let i = 0; i < 5000; i++) {
      const text = Array.from({ length: rng.int(0, 60) }, () => pick([...alphabet])).join('');
      const decoded = decodeCommands(text);
      for (const command of decoded.commands) expect(decodeLine(encodeCommand(command))).toEqual({ ok: true, command });
    }
  });

  it('never throws on mutated valid lines and accepts a mutation only if it is a valid command', () => {
    for (let i = 0; i < 5000; i++) {
      const chars = [...encodeCommand(randomCommand())];
      const at = rng.int(0, chars.length - 1);
      const mutation = pick(['delete', 'insert', 'replace', 'duplicate'] as const);
      if (mutation === 'delete') chars.splice(at, 1);
      else if (mutation === 'insert') chars.splice(at, 0, pick([...alphabet]));
      else if (mutation === 'replace') chars[at] = pick([...alphabet]);
      else chars.splice(at, 0, chars.slice(at).join(''));
      const decoded = decodeLine(chars.join(''));
      if (decoded.ok) {
        expect(isValidCommand(decoded.command)).toBe(true);
        expect(decodeLine(encodeCommand(decoded.command))).toEqual(decoded);
      }
    }
  });
});
