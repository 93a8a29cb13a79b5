// The whiteboard's line-based command text (spec part 2 §7): one command a line, its name and
// then its numbers in lower-case hex, separated by single spaces:
//   cs  {client} {shift}            the lines after it come from this client, drawn in this shift's frame
//   scr {rrggbb}                    stroke and fill colour
//   slw {width}                     line width of the pen, 1 to 50
//   dr  {x} {y} {w} {h}             a filled rectangle (the pixel tool)
//   dqc {x0} {y0} {cx} {cy} {x1} {y1}  a quadratic curve from (x0,y0) over (cx,cy) to (x1,y1)
//   fo  {dx} {rrggbb}               the board shifts left by dx and fills the new strip with the colour
// Both sides decode what they receive: a malformed line is refused (a typed error, never a throw)
// and skipped, so one bad line never spoils the lines around it.

export const WHITEBOARD_WIDTH = 700;
export const WHITEBOARD_HEIGHT = 525;
/** Pen sizes (spec part 2 §9). */
export const PEN_SIZE_MIN = 1;
export const PEN_SIZE_MAX = 50;
/** Biggest coordinate a command may carry: a stroke may start off the board (a shifted frame). */
export const MAX_COORD = 0xfff;
/** Biggest rectangle side: the biggest pixel size. */
export const MAX_RECT_SIDE = 64;
/** Longest valid line is 'dqc' with six 3-digit numbers; longer lines are refused unread. */
const MAX_LINE = 64;
/** Longest command text a batch may carry (characters), and so the most lines a batch holds. */
export const MAX_COMMAND_TEXT = 64 * 1024;
/** Longest text decoded: a batch as the server relays it, with its `cs` line in front. */
const MAX_RELAYED_TEXT = MAX_COMMAND_TEXT + MAX_LINE + 1;

export type WhiteboardCommand =
  | { op: 'cs'; client: number; shift: number }
  | { op: 'scr'; color: number }
  | { op: 'slw'; width: number }
  | { op: 'dr'; x: number; y: number; w: number; h: number }
  | { op: 'dqc'; x0: number; y0: number; cx: number; cy: number; x1: number; y1: number }
  | { op: 'fo'; dx: number; color: number };

export type CommandOp = WhiteboardCommand['op'];

export type DecodeError =
  | { error: 'empty' }
  | { error: 'tooLong' }
  | { error: 'unknownCommand'; op: string }
  | { error: 'wrongArgumentCount'; op: CommandOp; expected: number; got: number }
  | { error: 'badNumber'; op: CommandOp; index: number }
  | { error: 'outOfRange'; op: CommandOp; index: number };

export type DecodeResult = { ok: true; command: WhiteboardCommand } | { ok: false; error: DecodeError };

/** One argument: its range, inclusive. Hex digits only, at most 8 (no sign, no prefix). */
type ArgSpec = readonly [min: number, max: number];
const COORD: ArgSpec = [0, MAX_COORD];
const COLOR: ArgSpec = [0, 0xffffff];

const ARGS: Record<CommandOp, readonly ArgSpec[]> = {
  cs: [
    [0, 0xffffff],
    [0, 0xffffffff],
  ],
  scr: [COLOR],
  slw: [[PEN_SIZE_MIN, PEN_SIZE_MAX]],
  dr: [COORD, COORD, [1, MAX_RECT_SIDE], [1, MAX_RECT_SIDE]],
  dqc: [COORD, COORD, COORD, COORD, COORD, COORD],
  fo: [[1, WHITEBOARD_WIDTH], COLOR],
};

function isOp(name: string): name is CommandOp {
  return Object.prototype.hasOwnProperty.call(ARGS, name);
}

function build(op: CommandOp, n: readonly number[]): WhiteboardCommand {
  switch (op) {
    case 'cs':
      return { op, client: n[0]!, shift: n[1]! };
    case 'scr':
      return { op, color: n[0]! };
    case 'slw':
      return { op, width: n[0]! };
    case 'dr':
      return { op, x: n[0]!, y: n[1]!, w: n[2]!, h: n[3]! };
    case 'dqc':
      return { op, x0: n[0]!, y0: n[1]!, cx: n[2]!, cy: n[3]!, x1: n[4]!, y1: n[5]! };
    case 'fo':
      return { op, dx: n[0]!, color: n[1]! };
  }
}

/** The value of a lower-case hex digit's char code, or -1. */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}

const SPACE = 32;

/**
 * Decodes one line (without its line break). Never throws. Read char by char (no split, no
 * regular expression): the board decodes hundreds of thousands of these a second.
 */
export function decodeLine(line: unknown): DecodeResult {
  if (typeof line !== 'string' || line.length === 0) return { ok: false, error: { error: 'empty' } };
  if (line.length > MAX_LINE) return { ok: false, error: { error: 'tooLong' } };
  const firstSpace = line.indexOf(' ');
  const name = firstSpace < 0 ? line : line.slice(0, firstSpace);
  if (!isOp(name)) return { ok: false, error: { error: 'unknownCommand', op: name.slice(0, 8) } };
  const specs = ARGS[name];
  let spaces = 0;
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === SPACE) spaces++;
  if (spaces !== specs.length) return { ok: false, error: { error: 'wrongArgumentCount', op: name, expected: specs.length, got: spaces } };
  const numbers: number[] = [];
  let pos = firstSpace + 1;
  for (let index = 0; index < specs.length; index++) {
    let value = 0;
    let digits = 0;
    for (; pos < line.length; pos++) {
      const code = line.charCodeAt(pos);
      if (code === SPACE) break;
      const digit = hexDigit(code);
      if (digit < 0 || ++digits > 8) return { ok: false, error: { error: 'badNumber', op: name, index } };
      value = value * 16 + digit;
    }
    if (digits === 0) return { ok: false, error: { error: 'badNumber', op: name, index } };
    pos++; // the space
    const [min, max] = specs[index]!;
    if (value < min || value > max) return { ok: false, error: { error: 'outOfRange', op: name, index } };
    numbers.push(value);
  }
  return { ok: true, command: build(name, numbers) };
}

const hex = (n: number) => n.toString(16);

/** The line of one command (no line break). The command must be valid (see `isValidCommand`). */
export function encodeCommand(command: WhiteboardCommand): string {
  switch (command.op) {
    case 'cs':
      return `cs ${hex(command.client)} ${hex(command.shift)}`;
    case 'scr':
      return `scr ${hex(command.color)}`;
    case 'slw':
      return `slw ${hex(command.width)}`;
    case 'dr':
      return `dr ${hex(command.x)} ${hex(command.y)} ${hex(command.w)} ${hex(command.h)}`;
    case 'dqc':
      return `dqc ${hex(command.x0)} ${hex(command.y0)} ${hex(command.cx)} ${hex(command.cy)} ${hex(command.x1)} ${hex(command.y1)}`;
    case 'fo':
      return `fo ${hex(command.dx)} ${hex(command.color)}`;
  }
}

/** Whether a command object (e.g. built by the pen) encodes to a line that decodes back to it. */
export function isValidCommand(command: WhiteboardCommand): boolean {
  const numbers = Object.entries(command).filter(([key]) => key !== 'op').map(([, value]) => value as unknown);
  const specs = ARGS[command.op];
  return (
    numbers.length === specs.length &&
    numbers.every((value, i) => typeof value === 'number' && Number.isInteger(value) && value >= specs[i]![0] && value <= specs[i]![1])
  );
}

export function encodeCommands(commands: readonly WhiteboardCommand[]): string {
  return commands.map(encodeCommand).join('\n');
}

export interface DecodedText {
  commands: WhiteboardCommand[];
  /** Lines refused, with their line number (0-based); empty lines are not counted. */
  rejected: { line: number; error: DecodeError }[];
}

/** Decodes a command text; malformed lines are reported and left out. Never throws. */
export function decodeCommands(text: unknown): DecodedText {
  const result: DecodedText = { commands: [], rejected: [] };
  if (typeof text !== 'string' || text.length > MAX_RELAYED_TEXT) {
    result.rejected.push({ line: 0, error: { error: typeof text === 'string' ? 'tooLong' : 'empty' } });
    return result;
  }
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const decoded = decodeLine(line);
    if (decoded.ok) result.commands.push(decoded.command);
    else result.rejected.push({ line: i, error: decoded.error });
  }
  return result;
}

/** Colour as the canvas takes it: '#rrggbb'. */
export const colorToCss = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

/** '#rrggbb' (or 'rrggbb') to a number; null when it is not one. */
export function cssToColor(css: string): number | null {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(css);
  return match ? parseInt(match[1]!, 16) : null;
}
