// Types of domProps.js (plain JavaScript, see there).
export default function isPropValid(name: string): boolean;
